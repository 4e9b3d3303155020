from django.shortcuts import get_object_or_404, render
from django.views.decorators.http import require_GET

from incidents.models import Incident
from sources.models import Article, Source


@require_GET
def incident_list(request):
    incidents = Incident.objects.prefetch_related("articles__source")
    return render(request, "incidents/incident_list.html", {"incidents": incidents})


@require_GET
def incident_detail(request, slug):
    incident = get_object_or_404(Incident, slug=slug)
    articles = incident.articles.select_related("source")
    return render(request, "incidents/incident_detail.html", {"incident": incident, "articles": articles})


@require_GET
def article_detail(request, pk):
    article = get_object_or_404(Article.objects.select_related("source"), pk=pk)
    return render(request, "incidents/article_detail.html", {"article": article, "claims": article.claims.all()})


@require_GET
def source_detail(request, slug):
    source = get_object_or_404(Source, slug=slug)
    return render(request, "incidents/source_detail.html", {"source": source, "articles": source.articles.all()})
