"""What every source shares, one concern per module.

- :mod:`.config`: the builder config every source accepts, and the context a parser gets;
- :mod:`.reading`: opening trace files and reading JSON lines and documents, counting damage;
- :mod:`.files`: finding trace files and naming them relative to a root;
- :mod:`.encoding`: rows to Arrow tables of a view's declared features, conforming bad values;
- :mod:`.memory`: the paused garbage collector, and freed memory given back to the OS;
- :mod:`.sharding`: file groups spread over ``num_proc`` workers or packed for streaming;
- :mod:`.detection`: which source wrote a file, each builder's ``sniff`` asked in a fixed order;
- :mod:`.sources`: the builders of every source, listed by the discovery the package installs
  (the loaders sit above core, which never imports them);
- :mod:`.session_ids`: row ids kept unique across the files of a load;
- :mod:`.builder`: :class:`~.builder.AgentTracesBuilder`, the ``datasets`` builder of every source.

Core imports only itself, :mod:`agent_traces.converters` and the leaves ``problems`` and ``data``:
nothing above it, not even lazily (``tests/test_import_graph.py``).
"""
