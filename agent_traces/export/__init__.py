"""Writing traces people can look at: STS and native trace files for the Hub's trace viewer.

- :mod:`.sts`: canonical rows to the Hub's Session Trace Simple Format (pure functions).
- :mod:`.native`: the original records of Claude Code, Codex, Droid and Pi, redacted, structure untouched.
- :mod:`.traces`: the ``--traces {sts,native}`` writer that ``convert``/``publish`` call.
"""
