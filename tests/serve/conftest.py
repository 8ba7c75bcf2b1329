"""Fixtures of the classroom server's tests: a hub in the test's own folder, with its class
records in a SQLite file there (every test of the server runs with the database in the loop),
and Starlette's TestClient serving it (pages talk to it through its websockets).

The server's hostile suite (test_protocol.py, test_limits.py, test_rights.py) runs twice
(:func:`records_in_the_loop`): as it is written, and with every seat it takes taken by a student
who joined a class, so every card those seats play is judged and written to the class records
while the attacks go on; after each test the records must have lost nothing and still answer."""

from __future__ import annotations

import itertools
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

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
from tests.support.classroom import send as plain_send
from tests.support.postgres import postgres_cluster

__all__ = ["client", "hub", "postgres_cluster", "records_in_the_loop", "store"]


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


HOSTILE_NAMES = ("Robert'); DROP TABLE students;--", "O'Brien & Zoë", 'Ana "%_\\"', "1 OR 1=1")
"""The names the recorded students of the hostile suite join with (SQL and quotes in them)."""


RECORDED = "students recorded"


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """A test that uses :func:`records_in_the_loop` and talks to the server through the
    ``client`` fixture runs twice (one that makes its own client, once)."""
    if {"records_in_the_loop", "client"} <= set(metafunc.fixturenames):
        metafunc.parametrize("records_in_the_loop", ["as written", RECORDED], indirect=True)


@pytest.fixture
def records_in_the_loop(request: pytest.FixtureRequest) -> Iterator[None]:
    """The test as written, then again with each ``sit`` it sends carrying the token of a new
    student of class HOSTILE (joined through ``POST /api/join`` with one of
    :data:`HOSTILE_NAMES`): the seat's cards are judged and kept while the test's attacks go on.
    After the test, the class records lost nothing and their class view still answers."""
    if getattr(request, "param", None) != RECORDED:
        yield
        return
    client: TestClient = request.getfixturevalue("client")
    store: Store = request.getfixturevalue("store")
    hub: Hub = request.getfixturevalue("hub")
    store.add_class("HOSTILE")
    names = itertools.cycle(HOSTILE_NAMES)
    joined = itertools.count(1)

    def send(ws: Any, **message: Any) -> None:
        if message.get("t") == "sit" and "student" not in message:
            r = client.post("/api/join", json={"class": "HOSTILE", "name": f"{next(names)} {next(joined)}"})
            assert r.status_code == 200, r.text
            message["student"] = r.json()["token"]
        plain_send(ws, **message)

    monkeypatch = request.getfixturevalue("monkeypatch")
    monkeypatch.setattr(request.module, "send", send)
    yield
    assert client.portal is not None
    client.portal.call(hub.flush)  # the writer done with what the test's seats played
    assert hub.records_lost == 0
    assert len(store.class_view("HOSTILE").students) == next(joined) - 1
