{{/* Name of every object: the release's name, or release-chart when they differ. */}}
{{- define "crowdeck.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "crowdeck.selectorLabels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "crowdeck.labels" -}}
{{ include "crowdeck.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{/* The Secret holding database-url and redis-url: the operator's own, or the chart's. */}}
{{- define "crowdeck.secretName" -}}
{{- .Values.existingSecret | default (include "crowdeck.fullname" .) -}}
{{- end -}}

{{- define "crowdeck.presenterUrl" -}}
{{- if .Values.presenterUrl -}}{{ .Values.presenterUrl }}
{{- else if .Values.ingress.enabled -}}{{ printf "%s://%s" (ternary "https" "http" .Values.ingress.tls.enabled) .Values.ingress.presenterHost }}
{{- end -}}
{{- end -}}

{{- define "crowdeck.audienceUrl" -}}
{{- if .Values.audienceUrl -}}{{ .Values.audienceUrl }}
{{- else if .Values.ingress.enabled -}}{{ printf "%s://%s" (ternary "https" "http" .Values.ingress.tls.enabled) .Values.ingress.audienceHost }}
{{- end -}}
{{- end -}}

{{/*
Refuses settings that cannot work: several replicas need PostgreSQL, Redis and one volume they all
reach (the embedded database has one user; rooms and rate limits are per node without Redis).
*/}}
{{- define "crowdeck.validate" -}}
{{- $several := or .Values.autoscaling.enabled (gt (int .Values.replicaCount) 1) -}}
{{- $external := or .Values.existingSecret .Values.database.url -}}
{{- if and $several (not $external) -}}
{{- fail "several replicas (replicaCount > 1 or autoscaling) need PostgreSQL: set database.url or existingSecret" -}}
{{- end -}}
{{- if and $several (not (or .Values.existingSecret .Values.redis.url)) -}}
{{- fail "several replicas (replicaCount > 1 or autoscaling) need Redis: set redis.url or existingSecret" -}}
{{- end -}}
{{- if and (not $external) (not .Values.persistence.enabled) -}}
{{- fail "the embedded database (no database.url) needs persistence.enabled, or every restart loses it" -}}
{{- end -}}
{{- end -}}
