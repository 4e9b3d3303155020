# Who a count counts: one of the groups of the registry (incidents.extraction.kinds).

import incidents.extraction.kinds
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('incidents', '0005_report_match_guess'),
        ('sources', '0001_initial'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddField(
            model_name='claim',
            name='group',
            field=models.CharField(blank=True, choices=incidents.extraction.kinds.group_choices, help_text='Who a count counts (supporters, stewards, police...); empty for people unspecified.', max_length=20),
        ),
        migrations.AddField(
            model_name='historicalclaim',
            name='group',
            field=models.CharField(blank=True, choices=incidents.extraction.kinds.group_choices, help_text='Who a count counts (supporters, stewards, police...); empty for people unspecified.', max_length=20),
        ),
        migrations.AddConstraint(
            model_name='claim',
            constraint=models.CheckConstraint(condition=models.Q(('group__in', ['', 'fans', 'stewards', 'police', 'players_staff'])), name='claim_group_valid'),
        ),
    ]
