from django.core.management.base import BaseCommand

from incidents.roles import roles_create

MSG_ROLE = "{group}: {count} permissions"


class Command(BaseCommand):
    help = (
        "Create the Editors and Journalists groups with their permissions, or reset "
        "them to exactly those permissions. Safe to run again."
    )

    def handle(self, *args, **options) -> None:
        for group, count in roles_create(verbosity=options["verbosity"] - 1).items():
            self.stdout.write(MSG_ROLE.format(group=group, count=count))
