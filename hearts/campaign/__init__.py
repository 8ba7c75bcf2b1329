"""Campaigns past one process: a fuzzing run split in shards, each a deterministic slice of the
games, run anywhere and merged back into the report one process would have written.

* :mod:`hearts.campaign.shards`: ``--shard K/N`` and the games of each shard;
* :mod:`hearts.campaign.fuzzing`: one shard of a fuzzing campaign, and the merge;
* :mod:`hearts.campaign.executors`: running every shard on the local process pool (the
  default) or on a Dask cluster (``pip install 'hearts-spec[cluster]'``; docs/campaigns.md).
"""
