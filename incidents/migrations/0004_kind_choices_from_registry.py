# Kind choices are read from the registry (incidents.extraction.kinds) when needed.

import incidents.extraction.kinds
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('incidents', '0003_kind_labels'),
    ]

    operations = [
        migrations.AlterField(
            model_name='claim',
            name='kind',
            field=models.CharField(choices=incidents.extraction.kinds.kind_choices, max_length=20),
        ),
        migrations.AlterField(
            model_name='historicalclaim',
            name='kind',
            field=models.CharField(choices=incidents.extraction.kinds.kind_choices, max_length=20),
        ),
    ]
