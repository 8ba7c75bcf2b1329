"""Fixtures of the classroom server's tests: a hub in the test's own folder, and Starlette's
TestClient serving it (pages talk to it through its websockets)."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("starlette")

with warnings.catch_warnings():  # Starlette asks for httpx2, not yet a release every machine has
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from hearts.serve.app import make_app
from hearts.serve.guards import LOOPBACK_HOSTS
from hearts.serve.hub import Hub
from tests.support.classroom import CHECK, TEST_HOST


@pytest.fixture
def hub(tmp_path: Path) -> Hub:
    return Hub(tmp_path / "tables", bot_delay=0, grace=0, variant_check=CHECK, join="http://test/play")


@pytest.fixture
def client(hub: Hub) -> Iterator[TestClient]:
    assert hub.data is not None
    hub.data.mkdir()
    # The teacher who started the server: every request gives the server key (the tests of the
    # key itself make a client of their own without it).
    app = make_app(hub, hosts=(*LOOPBACK_HOSTS, TEST_HOST))
    with TestClient(app, headers={"X-Hearts-Key": hub.key}) as c:
        yield c
