"""A throwaway PostgreSQL cluster for the class records' tests (``hearts/serve/store.py``).

Debian's ``postgresql`` package puts its programs in ``/usr/lib/postgresql/<version>/bin`` (not
on the path); :func:`binaries` looks there and on the path. The cluster is made with ``initdb``
in a temporary folder, started with ``pg_ctl`` on a unix socket in that folder only (no TCP
port: nothing else on the machine reaches it), waited for by connecting until it answers, and
stopped at the end. PostgreSQL refuses to run as root: as root (CI containers), the cluster
belongs to the unprivileged user ``nobody`` and its programs run through ``runuser``.

Without the programs the tests are skipped with the reason, on a developer's machine; under
``CI=true`` they fail instead (the test command installs the package: scripts/system-deps.sh).
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.waiting import wait_for

PROGRAMS = ("initdb", "pg_ctl")
_numbers = itertools.count(1)


def binaries() -> dict[str, str] | None:
    """Where ``initdb`` and ``pg_ctl`` are (the newest Debian version first), if anywhere."""
    for folder in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        found = {name: os.path.join(folder, name) for name in PROGRAMS}
        if all(os.access(path, os.X_OK) for path in found.values()):
            return found
    on_path = {name: shutil.which(name) for name in PROGRAMS}
    if all(on_path.values()):
        return {name: str(path) for name, path in on_path.items()}
    return None


def _as_owner(command: list[str]) -> list[str]:
    """``command`` run as the cluster's owner: ``nobody`` when the tests run as root."""
    if os.getuid() != 0:
        return command
    return ["runuser", "-u", "nobody", "--", *command]


def _absent(why: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"{why}: CI installs Debian's postgresql (scripts/system-deps.sh)")
    pytest.skip(f"{why}: install Debian's postgresql to run the store's tests against PostgreSQL")


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[str]:
    """A running cluster: the socket folder to connect through (user ``postgres``)."""
    programs = binaries()
    if programs is None:
        _absent("PostgreSQL's initdb and pg_ctl are not installed")
    assert programs is not None
    pytest.importorskip("psycopg")
    import psycopg

    # Its own folder under the system's temporary folder: as root, pytest's folders are closed to
    # the cluster's owner (``nobody``).
    folder = Path(tempfile.mkdtemp(prefix="hearts-postgres-"))
    if os.getuid() == 0:
        nobody = pwd.getpwnam("nobody")
        os.chown(folder, nobody.pw_uid, nobody.pw_gid)
    data, log = folder / "cluster", folder / "log"

    def run(command: list[str]) -> None:
        subprocess.run(_as_owner(command), check=True, capture_output=True, timeout=120)

    run([programs["initdb"], "-D", str(data), "-A", "trust", "-U", "postgres", "--no-sync"])
    options = f"-k {folder} -c listen_addresses='' -F"
    run([programs["pg_ctl"], "-D", str(data), "-o", options, "-l", str(log), "start"])

    def answers() -> bool:
        try:
            with psycopg.connect(host=str(folder), user="postgres", dbname="postgres", connect_timeout=2):
                return True
        except psycopg.OperationalError:
            return False

    try:
        wait_for(answers, 60, f"PostgreSQL to answer on {folder} (its log: {log})")
        yield str(folder)
    finally:
        subprocess.run(
            _as_owner([programs["pg_ctl"], "-D", str(data), "-m", "immediate", "stop"]),
            capture_output=True,
            timeout=60,
            check=False,
        )
        shutil.rmtree(folder, ignore_errors=True)


def new_database(cluster: str) -> str:
    """A new, empty database in ``cluster``: its URL (as ``--database`` takes it)."""
    import psycopg

    name = f"records_{os.getpid()}_{next(_numbers)}"
    with psycopg.connect(host=cluster, user="postgres", dbname="postgres", autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')  # a name made here, of letters, digits and _
    return f"postgresql://postgres@/{name}?host={cluster}"


def database_path(tmp: Path) -> str:
    """A new SQLite database's URL in ``tmp``."""
    return f"sqlite:///{tmp / 'records.sqlite'}"
