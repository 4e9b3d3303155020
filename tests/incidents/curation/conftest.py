"""Editors and journalists for the editor's side's tests."""

import pytest
from django.contrib.auth.models import User

from incidents.roles import EDITORS, JOURNALISTS
from tests.factories import make_user


@pytest.fixture
def editor() -> User:
    return make_user("eddie", EDITORS)


@pytest.fixture
def journalist() -> User:
    return make_user("jo", JOURNALISTS)
