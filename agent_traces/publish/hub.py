"""Talking to the Hub: the token, a connect and a read timeout on every call, waiting out a rate
limit, and one actionable sentence for every way a Hub call can fail.

Every Hub call has a connect and a read timeout (:func:`hub_timeouts`; ``--hub-timeout`` or
``AGENT_TRACES_HUB_TIMEOUT``), and a ``429`` answer is retried after the ``Retry-After`` delay
the Hub asks for, up to :data:`MAX_RETRY_AFTER` seconds a wait.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from .errors import PublishError

# connect and read timeouts of every Hub call, in seconds (read: the longest silence while
# waiting for an answer; a commit of many files can keep the Hub busy for a while)
TIMEOUT_ENV = "AGENT_TRACES_HUB_TIMEOUT"
DEFAULT_TIMEOUT = 120.0
CONNECT_TIMEOUT = 10.0
# a 429 is retried after the Retry-After delay, at most this long a wait and this many times
MAX_RETRY_AFTER = 300.0
RATE_LIMIT_RETRIES = 3


def _token(token: str | None) -> str:
    from huggingface_hub import get_token

    token = token or get_token()
    if not token:
        raise PublishError(
            "no Hugging Face token found: run `hf auth login` or set the HF_TOKEN environment variable "
            "(a token with write access)."
        )
    return token


def hub_timeout(seconds: float | None = None) -> float:
    """The read timeout of Hub calls: ``seconds``, else ``AGENT_TRACES_HUB_TIMEOUT``, else 120 s."""
    name = "--hub-timeout"
    if seconds is None:
        raw = os.environ.get(TIMEOUT_ENV, "").strip()
        if not raw:
            return DEFAULT_TIMEOUT
        name = TIMEOUT_ENV
        try:
            seconds = float(raw)
        except ValueError:
            raise ValueError(f"{TIMEOUT_ENV} must be a number of seconds, got {raw!r}") from None
    if not 0 < seconds < float("inf"):
        raise ValueError(f"{name} must be a positive number of seconds, got {seconds!r}")
    return float(seconds)


@contextmanager
def hub_timeouts(seconds: float | None = None) -> Iterator[float]:
    """Give every huggingface_hub call in the block a connect and a read timeout; yields the read one.

    huggingface_hub's shared HTTP client is made without any (``timeout=None``), so a Hub that
    accepts the connection and never answers would hang ``publish`` forever. The client comes
    from its public ``set_client_factory``: the factory in place before (a user's proxy settings,
    say) still builds it, the timeouts are set on what it returns, and it is put back after.
    """
    import huggingface_hub
    from huggingface_hub.utils import _http

    read = hub_timeout(seconds)
    connect = min(CONNECT_TIMEOUT, read)
    previous = getattr(_http, "_GLOBAL_CLIENT_FACTORY", _http.default_client_factory)

    def factory() -> Any:
        client = previous()
        client.timeout = (connect, read, read, connect)  # connect, read, write, pool
        return client

    huggingface_hub.set_client_factory(factory)
    try:
        yield read
    finally:
        huggingface_hub.set_client_factory(previous)


def _retry_after(response: Any) -> float | None:
    """Seconds the ``Retry-After`` header of ``response`` asks to wait (a number or an HTTP date)."""
    from datetime import datetime, timezone
    from email.utils import parsedate_to_datetime

    value = str((getattr(response, "headers", None) or {}).get("Retry-After") or "").strip()
    if not value:
        return None
    if value.isdigit():
        return float(value)
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return max(0.0, (when - datetime.now(timezone.utc)).total_seconds())


def _patiently(call: Callable[[], Any], what: str, notify: Callable[[str], None]) -> Any:
    """``call()``, tried again after the delay the Hub asks for when it answers ``429`` (a refused
    request changed nothing, so sending it again is safe), at most :data:`RATE_LIMIT_RETRIES`
    times and :data:`MAX_RETRY_AFTER` seconds a wait."""
    for attempt in range(RATE_LIMIT_RETRIES + 1):
        try:
            return call()
        except Exception as err:
            response = getattr(err, "response", None)
            if getattr(response, "status_code", None) != 429 or attempt == RATE_LIMIT_RETRIES:
                raise
            wait = _retry_after(response)
            if wait is None:
                wait = 2.0 ** (attempt + 1)
            if wait > MAX_RETRY_AFTER:
                raise PublishError(
                    f"the Hub is rate limiting {what} (429) and asks to wait {wait:.0f} s, longer than "
                    f"agent-traces waits ({MAX_RETRY_AFTER:.0f} s): try again later."
                ) from err
            notify(
                f"the Hub is rate limiting {what} (429): waiting {wait:g} s as it asks (Retry-After), "
                f"then trying again ({attempt + 1}/{RATE_LIMIT_RETRIES})"
            )
            time.sleep(wait)
    raise AssertionError("unreachable")


def _to_stderr(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _explain(err: BaseException, repo_id: str, endpoint: str, timeout: float | None = None) -> str:
    """A one-line reason for a Hub failure, in terms of what the user can do about it."""
    from huggingface_hub.errors import HfHubHTTPError, RepositoryNotFoundError

    status = getattr(getattr(err, "response", None), "status_code", None)
    if isinstance(err, PublishError):
        return str(err)
    if status == 401:
        return "the Hub rejected the token (401): it is invalid or expired; run `hf auth login` again."
    if isinstance(err, RepositoryNotFoundError) or status == 404:
        return f"the Hub says {repo_id!r} does not exist or the token cannot see it."
    if status == 403:
        return (
            f"the token may not write to {repo_id!r} (403): use a token with write access to that "
            "user or organization."
        )
    if status == 409 and "tag" in str(err).lower():
        return f"the tag already exists on {repo_id!r} (409): choose another --tag."
    if status == 412:
        return (
            f"{repo_id} changed on the Hub while this upload was prepared (someone else committed to "
            "it, 412): nothing was changed there."
        )
    if status == 429:
        return (
            f"the Hub is rate limiting this token (429) and still refused after {RATE_LIMIT_RETRIES} waits."
        )
    if isinstance(err, HfHubHTTPError) and status:
        return f"the Hub answered {status}: {str(err).splitlines()[0]}"
    stalled = _timed_out(err)
    if stalled is not None:
        request = _request_line(stalled)
        if "Connect" in type(stalled).__name__:
            return (
                f"could not connect to the Hub at {endpoint} within {min(CONNECT_TIMEOUT, timeout or 0):g} s "
                f"({request}); check the network connection, proxy settings or HF_ENDPOINT."
            )
        return (
            f"the Hub at {endpoint} did not answer within {timeout or 0:g} s ({request}): it may be "
            f"overloaded, or a proxy holds the connection. Try again later, or wait longer with "
            f"--hub-timeout SECONDS ({TIMEOUT_ENV})."
        )
    if _is_network_error(err):
        reason = str(err).splitlines()[0] if str(err) else ""
        return (
            f"could not reach the Hub at {endpoint} ({type(err).__name__}: {reason}); "
            "check the network connection, proxy settings or HF_ENDPOINT."
        )
    return f"upload failed: {type(err).__name__}: {err}"


def _causes(err: BaseException) -> Iterator[BaseException]:
    current: BaseException | None = err
    for _ in range(10):
        if current is None:
            return
        yield current
        current = current.__cause__ or current.__context__


def _timed_out(err: BaseException) -> BaseException | None:
    """The timeout (of httpx or Python) in ``err``'s chain, if any."""
    for current in _causes(err):
        if isinstance(current, TimeoutError) or (
            type(current).__module__.startswith(("httpx", "httpcore")) and "Timeout" in type(current).__name__
        ):
            return current
    return None


def _request_line(err: BaseException) -> str:
    """``METHOD path`` of the request ``err`` happened on (httpx errors carry it), else its name."""
    try:
        request = err.request  # type: ignore[attr-defined]
        return f"{request.method} {request.url.path}"
    except (AttributeError, RuntimeError):
        return type(err).__name__


def _is_network_error(err: BaseException) -> bool:
    for current in _causes(err):
        name = type(current).__name__
        module = type(current).__module__
        if isinstance(current, (ConnectionError, TimeoutError)) or (
            module.startswith(("httpx", "httpcore", "requests", "urllib3"))
            and any(k in name for k in ("Connect", "Timeout", "Network", "Protocol", "Proxy"))
        ):
            return True
    return isinstance(err, OSError)
