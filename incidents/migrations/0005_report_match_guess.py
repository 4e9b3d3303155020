# Each report keeps what its text says of the match: the incident is decided by vote.

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('incidents', '0004_kind_choices_from_registry'),
    ]

    operations = [
        migrations.AddField(
            model_name='historicalincidentarticle',
            name='competition',
            field=models.CharField(blank=True, max_length=120),
        ),
        migrations.AddField(
            model_name='historicalincidentarticle',
            name='match_date',
            field=models.DateField(blank=True, help_text="The match day the report's text gives.", null=True),
        ),
        migrations.AddField(
            model_name='historicalincidentarticle',
            name='round',
            field=models.CharField(blank=True, max_length=120),
        ),
        migrations.AddField(
            model_name='incidentarticle',
            name='competition',
            field=models.CharField(blank=True, max_length=120),
        ),
        migrations.AddField(
            model_name='incidentarticle',
            name='match_date',
            field=models.DateField(blank=True, help_text="The match day the report's text gives.", null=True),
        ),
        migrations.AddField(
            model_name='incidentarticle',
            name='round',
            field=models.CharField(blank=True, max_length=120),
        ),
    ]
