#!/bin/sh
# The portal's address and your company's API key (shown once, when it was made in My account).
set -eu
PORTAL="${PORTAL:-https://portal.example.com}"
: "${API_KEY:?set API_KEY to your key (chk_...)}"

# 1. Open and overdue invoices of the current account, oldest due first (scope currentAccount:read).
curl -fsS -H "X-API-Key: $API_KEY" \
  "$PORTAL/api/current-account?documentType=Invoice&state=open,overdue&sort=dueDate&direction=asc&pageSize=100"

# 2. One invoice's PDF (scope documents:read): a short-lived link for its pdfDocumentId, then the file.
LINK=$(curl -fsS -H "X-API-Key: $API_KEY" "$PORTAL/api/documents/download-link/$PDF_DOCUMENT_ID" | jq -r .)
curl -fsS -H "X-API-Key: $API_KEY" -G --data-urlencode "FilePath=$LINK" "$PORTAL/api/Common/DownloadFile" -o invoice.pdf

# 3. A new service request at one of your sites (scope tickets:write).
curl -fsS -X POST -H "X-API-Key: $API_KEY" -H 'Content-Type: application/json' \
  -d "{\"type\":\"Service\",\"siteId\":\"$SITE_ID\",\"title\":\"Dock door 3 does not close\",\"description\":\"It stops half-way since Monday.\"}" \
  "$PORTAL/api/tickets"
