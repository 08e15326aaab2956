"""`inductor-explore serve`: the explorer in a web browser, through textual-serve (the `serve` extra).

textual-serve starts one explorer process per browser tab (the same command as in a terminal, with
Textual's web driver) and relays the screen and the keys over a WebSocket. Anyone who can open that
WebSocket can read every artifact of the folder served, so the server listens on the loopback interface
unless told otherwise, and answers only requests made to it by name of this server: on loopback, only a
loopback name in the Host header (a web site's DNS name rebound to 127.0.0.1 is refused), and a WebSocket
only from a page of its own (its Origin is the address the page was loaded from; browsers send it).

The page tells the browser to open the WebSocket at the address the page itself was loaded from, so an
SSH-forwarded port works under any local port number.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Mapping
from urllib.parse import urlsplit

from aiohttp import web
from textual_serve.server import Server

LOOPBACK_NAMES = {"localhost", "localhost.localdomain", "ip6-localhost"}


def is_loopback(host: str) -> bool:
    """Whether HOST (a name or an address, IPv6 with or without brackets) names only this machine."""
    host = host.strip("[]").lower()
    if host in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def check_port(host: str, port: int) -> None:
    """Raise OSError when HOST:PORT cannot be listened on (in use, no such address), before serving."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind((host.strip("[]"), port))


def request_allowed(headers: Mapping[str, str], loopback_only: bool) -> bool:
    """Whether a request with these headers is one this server answers (see the module docstring)."""
    host = headers.get("Host", "")
    origin = headers.get("Origin")
    if loopback_only and not is_loopback(urlsplit(f"//{host}").hostname or ""):
        return False
    return origin is None or urlsplit(origin).netloc == host


class ExplorerServer(Server):
    """textual-serve's server, answering only requests made to it by name (see the module docstring)."""

    def __init__(self, command: str, host: str, port: int, title: str, loopback_only: bool):
        super().__init__(command, host=host, port=port, title=title)
        self.loopback_only = loopback_only

    def _check(self, request: web.Request) -> None:
        if not request_allowed(request.headers, self.loopback_only):
            raise web.HTTPForbidden(
                text="this explorer answers only requests from its own page, by its own address"
            )

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        self._check(request)
        # The page's WebSocket address: where this page was loaded from. handle_index reads it before
        # its first await, so concurrent requests cannot swap it.
        self.public_url = f"{request.scheme}://{request.host}"
        return await super().handle_index(request)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        self._check(request)
        return await super().handle_websocket(request)


def serve(command: str, host: str, port: int, title: str, loopback_only: bool) -> int:
    """Serve COMMAND (the explorer) until interrupted; returns the exit status."""
    ExplorerServer(command, host, port, title, loopback_only).serve()
    return 0
