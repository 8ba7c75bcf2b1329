"""Fixtures of the classroom server's tests: a hub in the test's own folder, with its class
records in a SQLite file there (every test of the server runs with the database in the loop),
and Starlette's TestClient serving it (pages talk to it through its websockets)."""

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
from hearts.serve.store import Store, default_url
from tests.support.classroom import CHECK, TEST_HOST
from tests.support.postgres import postgres_cluster

__all__ = ["client", "hub", "postgres_cluster", "store"]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store.open(default_url(tmp_path / "tables"))
    yield opened
    opened.close()


@pytest.fixture
def hub(tmp_path: Path, store: Store) -> Hub:
    return Hub(
        tmp_path / "tables", bot_delay=0, grace=0, variant_check=CHECK, join="http://test/play", store=store
    )


@pytest.fixture
def client(hub: Hub) -> Iterator[TestClient]:
    assert hub.data is not None
    hub.data.mkdir()
    # The teacher who started the server: every request gives the server key (the tests of the
    # key itself make a client of their own without it).
    app = make_app(hub, hosts=(*LOOPBACK_HOSTS, TEST_HOST))
    with TestClient(app, headers={"X-Hearts-Key": hub.key}) as c:
        yield c
