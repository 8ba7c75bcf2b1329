"""Where the shards run: the local process pool (the default), or a Dask cluster.

Dask (``distributed``) rather than Ray: it installs from PyPI as pure Python with a handful of
small dependencies (Ray is a large binary wheel with its own runtime), its ``LocalCluster``
starts in a second or two and stops cleanly, and a real cluster is one address away
(``dask scheduler`` on one machine, ``dask worker ADDRESS`` on the others). Each shard is a
plain function call that returns a dictionary, so any scheduler would do; writing one shard
per job with ``hearts fuzz --shard K/N --json FILE`` and merging with ``hearts merge`` needs no
executor at all.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from hearts.campaign.shards import Shard
from hearts.plumbing.errors import MissingExtra
from hearts.plumbing.pool import worker_pool

__all__ = ["EXECUTORS", "run_dask", "run_local", "run_shards"]

EXECUTORS = ("local", "dask")
C = TypeVar("C")
Job = Callable[[C, Shard], dict[str, Any]]


def run_local(job: Job[C], campaign: C, shards: Sequence[Shard], workers: int) -> list[dict[str, Any]]:
    """Every shard on a pool of ``workers`` local processes (in this process for one)."""
    if workers <= 1:
        return [job(campaign, shard) for shard in shards]
    pool = worker_pool(min(workers, len(shards)))
    try:
        futures = [pool.submit(job, campaign, shard) for shard in shards]
        results = [f.result() for f in futures]
    except BaseException:
        for process in list((getattr(pool, "_processes", None) or {}).values()):
            process.kill()
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
    return results


def run_dask(
    job: Job[C], campaign: C, shards: Sequence[Shard], *, address: str | None = None, workers: int = 2
) -> list[dict[str, Any]]:
    """Every shard on the Dask scheduler at ``address``, or on a local cluster of ``workers``
    processes started and stopped here."""
    if importlib.util.find_spec("distributed") is None:
        raise MissingExtra("Shards on a Dask cluster (--executor dask)", "cluster")
    distributed: Any = importlib.import_module("distributed")  # its calls are untyped
    Client, LocalCluster = distributed.Client, distributed.LocalCluster

    if address is not None:
        with Client(address, timeout="30s") as client:
            futures = client.map(job, [campaign] * len(shards), list(shards), pure=False)
            return list(client.gather(futures))
    with (
        LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            processes=True,
            host="127.0.0.1",
            dashboard_address=None,
            silence_logs=40,  # logging.ERROR: the cluster's start and stop are not news
        ) as cluster,
        Client(cluster) as client,
    ):
        futures = client.map(job, [campaign] * len(shards), list(shards), pure=False)
        return list(client.gather(futures))


def run_shards(
    job: Job[C],
    campaign: C,
    shards: Sequence[Shard],
    *,
    executor: str = "local",
    workers: int = 1,
    address: str | None = None,
) -> list[dict[str, Any]]:
    """Every shard of ``campaign`` on ``executor``, results in shard order."""
    if executor == "dask":
        return run_dask(job, campaign, shards, address=address, workers=max(workers, 1))
    return run_local(job, campaign, shards, workers)
