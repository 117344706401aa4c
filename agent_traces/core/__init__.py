"""What every source shares, one concern per module.

- :mod:`.config`: the builder config every source accepts, and the context a parser gets;
- :mod:`.reading`: opening trace files and reading JSON lines and documents, counting damage;
- :mod:`.files`: finding trace files and naming them relative to a root;
- :mod:`.encoding`: rows to Arrow tables of a view's declared features, conforming bad values;
- :mod:`.memory`: the paused garbage collector, and freed memory given back to the OS;
- :mod:`.sharding`: file groups spread over ``num_proc`` workers or packed for streaming;
- :mod:`.builder`: :class:`~.builder.AgentTracesBuilder`, the ``datasets`` builder of every source.
"""
