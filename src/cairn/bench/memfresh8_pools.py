"""The pools of the held-out memory set ``fresh8`` (``bench.memfresh8``): the named subjects its
templates draw from (people, vendors, served models, lab boards, DNS records, fuzz targets,
warehouse tables, game titles, firmware lines, IdP groups, mobile apps, runners, schema
subjects) and the shared vocabulary (roles, compatibility modes, regions, locales) that is not a
name."""

from __future__ import annotations

PEOPLE = (
    "Oyebisi",
    "Thandiwe",
    "Ravindu",
    "Ksenija",
    "Mateusz",
    "Ilsabet",
    "Bartolmiej",
    "Nkemdirim",
    "Yannig",
    "Saoirlinn",
    "Teodric",
    "Quilla",
)
VENDORS = ("Parcelbright", "Lumatrix", "Ferrowind", "Clearhollow", "Vantaquill", "Brisknode")
SERVED_MODELS = (
    "rerank-sanderling",
    "embed-stilt",
    "caption-whimbrel",
    "classify-turnstone",
    "tag-phalarope",
)
BOARDS = ("devkit-orla", "devkit-brannoc", "devkit-pellam", "devkit-quorra", "devkit-ysolt")
RECORDS = ("pay-gw", "cdn-edge", "mx-relay", "auth-sso", "status-pg", "api-ingress")
FUZZ_TARGETS = ("fz_jpeg_decode", "fz_tlv_parse", "fz_glyph_shape", "fz_zipslip", "fz_cbor_read")
TABLES = ("fct_shipments", "fct_refunds", "dim_carriers", "fct_clickstream", "fct_invoices")
GAMES = ("Ashfall Tides", "Mirelight", "Copperwake", "Starling Forge", "Hollowmere")
FIRMWARE = ("fw-halyard", "fw-gunwale", "fw-bowsprit", "fw-mizzen", "fw-taffrail")
IDP_GROUPS = ("grp-ledgerkeepers", "grp-shipwrights", "grp-lamplighters", "grp-cartwrights")
APPS = ("Tidepool Mobile", "Burrowcart", "Mosslane", "Wharfbell Pay", "Kiteboard Go")
RUNNERS = ("rack-tuff-01", "rack-tuff-02", "rack-flint-07", "rack-flint-09", "rack-gneiss-03")
SUBJECTS = ("orders.confirmed-value", "carts.abandoned-value", "parcels.scanned-value")
TM_STORES = ("tmx-vault-elder", "tmx-vault-birch", "tmx-vault-fennel", "tmx-vault-damson")
KEY_ALIASES = (
    "alias/bk-skua-2027",
    "alias/bk-egret-2027",
    "alias/bk-ibis-2027",
    "alias/bk-rail-2027",
)
BUCKETS = ("corpus-keelson", "corpus-gaff", "corpus-dagger", "corpus-bilge", "corpus-cleat")
TOKENS = (
    "color.brand.primary",
    "color.surface.raised",
    "color.feedback.danger",
    "color.text.muted",
)

# shared vocabulary, not names
ROLES = ("billing-admin", "read-only-auditor", "release-manager", "support-agent", "org-owner")
MODES = ("BACKWARD", "FORWARD", "FULL", "BACKWARD_TRANSITIVE", "FULL_TRANSITIVE")
REGIONS = ("eu-north-1", "ap-southeast-3", "ca-central-1", "sa-east-1", "me-central-1")
LOCALES = ("pt-BR", "ja-JP", "tr-TR", "pl-PL", "vi-VN")
HEXES = ("#1F6FEB", "#D1242F", "#8250DF", "#1A7F37", "#BF8700", "#0969DA", "#CF222E")
TIMES = ("the nightly", "the weekly", "the pre-release")
