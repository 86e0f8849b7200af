"""Package finding for setuptools (the rest of the configuration is in
pyproject.toml): every package under boardroom/, plus the repository's
resources/ folder, shipped inside the package as boardroom.data."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["boardroom", "boardroom.*"]), "boardroom.data"])
