"""Why the shared builder is Arrow-based: the same rows through both `datasets` builder kinds.

Writes the same canonical rows once through `GeneratorBasedBuilder` (per-example
`encode_example`) and once through our `ArrowBasedBuilder` path (batched `pa.Table.from_pylist`
with Json pre-encoded by orjson), for each view, and prints the median of three runs.

    .venv/bin/python benchmarks/arrow_vs_generator.py TRACE.jsonl   # a Hermes JSONL file
"""

import shutil
import statistics
import sys
import tempfile
import time

import datasets
from datasets.builder import Key

from agent_traces.converters.views import VIEW_FEATURES, render_view
from agent_traces.core.config import AgentTracesConfig, view_configs
from agent_traces.loaders.hermes import Hermes
from agent_traces.problems import ProblemLog


class HermesGen(datasets.GeneratorBasedBuilder):
    BUILDER_CONFIG_CLASS = AgentTracesConfig
    BUILDER_CONFIGS = view_configs(AgentTracesConfig)
    DEFAULT_CONFIG_NAME = "messages"

    def _info(self):
        return datasets.DatasetInfo(features=VIEW_FEATURES[self.config.name])

    def _split_generators(self, dl):
        return [
            datasets.SplitGenerator(name="train", gen_kwargs={"files": list(self.config.data_files["train"])})
        ]

    def _generate_examples(self, files):
        h = Hermes(
            config_name=self.config.name,
            data_files=files,
            cache_dir=tempfile.gettempdir() + "/agent-traces-bench-x",
        )
        i = 0
        for f in files:
            for row in h.iter_rows([f], {f: "f"}, ProblemLog()):
                for v in render_view(row, self.config.name):
                    yield Key(0, i), v
                    i += 1


CACHE = tempfile.gettempdir() + "/agent-traces-bench-c"
f = sys.argv[1]
for view in ("messages", "sharegpt", "steps"):
    res = {}
    for name, cls in (("arrow", Hermes), ("generator", HermesGen)):
        ts = []
        for _ in range(3):
            shutil.rmtree(CACHE, ignore_errors=True)
            b = cls(config_name=view, data_files=f, cache_dir=CACHE)
            t = time.perf_counter()
            b.download_and_prepare()
            ts.append(time.perf_counter() - t)
        res[name] = statistics.median(ts)
    print(
        f"{view:9s} arrow {res['arrow']:.2f}s  generator {res['generator']:.2f}s  ratio {res['generator'] / res['arrow']:.2f}x"
    )
