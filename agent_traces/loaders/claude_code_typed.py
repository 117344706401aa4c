"""The typed Claude Code reader under its former name: the module is :mod:`.claude_code.typed`.

The name is the same module object, not a copy, so that setting an attribute here (a test's
``monkeypatch``) changes what the reader uses.
"""

import sys

from .claude_code import typed

sys.modules[__name__] = typed
