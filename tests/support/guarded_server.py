"""A classroom server under uvicorn with the guarded protocols and small bounds, for the tests of
connection limits (``tests/serve/test_doors.py``): it binds a free loopback port, prints it on a
line of its own, and serves until it is stopped.

    python -m tests.support.guarded_server DATA [--open N] [--per-address N] [--head SECONDS]
        [--files N]
"""

from __future__ import annotations

import argparse
import socket
import sys
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("data", type=Path)
    parser.add_argument(
        "--open", type=int, default=None, help="connections held open (default: the file limit's)"
    )
    parser.add_argument("--per-address", type=int, default=64)
    parser.add_argument("--head", type=float, default=10.0)
    parser.add_argument(
        "--files", type=int, default=None, help="the open-file limit (soft and hard) to run under"
    )
    args = parser.parse_args()
    if args.files is not None:
        import resource

        resource.setrlimit(resource.RLIMIT_NOFILE, (args.files, args.files))
    import uvicorn

    from hearts.serve.app import make_app
    from hearts.serve.guards import LOOPBACK_HOSTS, server_settings
    from hearts.serve.hub import Hub

    args.data.mkdir(parents=True, exist_ok=True)
    hub = Hub(args.data, bot_delay=0, grace=0, variant_check=1)
    settings = server_settings(args.open, args.per_address, args.head)
    doors = settings["http"].doors
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(2048)  # connections wait in the queue from now on: the printed port is ready
    config = uvicorn.Config(make_app(hub, hosts=LOOPBACK_HOSTS), log_level="warning", **settings)
    print(listener.getsockname()[1], doors.open_limit, flush=True)
    uvicorn.Server(config).run(sockets=[listener])
    sys.exit(0)


if __name__ == "__main__":
    main()
