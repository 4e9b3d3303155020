import getpass
import os

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.contrib.auth.password_validation import validate_password
from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import transaction

from incidents.roles import ROLE_GROUPS, roles_create

MSG_CREATED = "Created {username} as {role} (staff, group {group})."
MSG_UPDATED = "{username} is now {role} (staff, group {group})."


class Command(BaseCommand):
    help = (
        "Create a user, or update an existing one, with a newsroom role: staff access to "
        "the admin and membership of exactly one role group (Editors or Journalists)."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("username")
        parser.add_argument("--role", choices=sorted(ROLE_GROUPS), required=True)
        parser.add_argument("--email", default="")
        parser.add_argument(
            "--password", default=None,
            help="Set this password (for scripts; prefer the prompt or DJANGO_USER_PASSWORD).",
        )
        parser.add_argument("--noinput", "--no-input", action="store_false", dest="interactive")

    def handle(self, *args, **options) -> None:
        password = options["password"] or os.environ.get("DJANGO_USER_PASSWORD")
        User = get_user_model()
        with transaction.atomic():
            roles_create()
            user, created = User.objects.get_or_create(
                username=options["username"], defaults={"email": options["email"]}
            )
            if created and password is None and options["interactive"]:
                password = getpass.getpass(f"Password for {user.username}: ")
            if password:
                try:
                    validate_password(password, user)
                except ValidationError as exc:
                    raise CommandError("; ".join(exc.messages)) from exc
                user.set_password(password)
            elif created:
                user.set_unusable_password()
            user.is_staff = True
            user.save()
            group = Group.objects.get(name=ROLE_GROUPS[options["role"]])
            user.groups.remove(*Group.objects.filter(name__in=ROLE_GROUPS.values()))
            user.groups.add(group)
        message = MSG_CREATED if created else MSG_UPDATED
        self.stdout.write(message.format(username=user.username, role=options["role"], group=group.name))
