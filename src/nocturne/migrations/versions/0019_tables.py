"""the club's tables

Revision ID: 0019
Revises: 0018
Create Date: 2026-11-28

The club's tables become an inventory: areas, tables (seats, a minimum spend, online or not,
their place on a floor plan), floor plans, the nights a table is held back or priced higher, and
the table each party holds on its night. One table holds one party a night: the primary key of
`table_assignments` says so, on both databases.

What staff typed as a booking's table before is kept: each label becomes a table (one per label,
whatever its case) in an area called "Unassigned area", and the bookings that still hold places
(pending or confirmed) hold it on their night. Where two parties were given the same label for
one night, the first confirmed (then the first made) keeps the table; the other loses the label
and finds it in its staff notes, with why. The reservation keeps the label it shows
(`reservations.table_label`), now written with every assignment: it grows to hold the labels
of combined tables ("VIP 1 + VIP 2"). On SQLite that rebuilds `reservations`, so its index on
an expression and the triggers that keep each night's load are made again (revision 0016).
"""

import importlib
import uuid
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0019"
down_revision: str | None = "0018"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

UNASSIGNED_AREA = "Unassigned area"
NOTE = "Table typed before the floor plan: {label} (another party held it that night)."
GUEST_INDEX = "ix_reservations_night_guest"
_NIGHT_LOADS = importlib.import_module(
    "nocturne.migrations.versions.0016_night_loads_kept_by_the_database"
)


def _reservations_change(change: Callable[[Any], None]) -> None:
    """`change` made to `reservations` (a batch on SQLite, which rebuilds the table: its index
    on an expression and its triggers are dropped first and made again after)."""
    if op.get_bind().dialect.name == "postgresql":
        change(op)
        return
    op.drop_index(GUEST_INDEX, table_name="reservations")
    for name in _NIGHT_LOADS.SQLITE_TRIGGER_NAMES:
        op.execute(f"DROP TRIGGER IF EXISTS {name}")
    with op.batch_alter_table("reservations", schema=None) as batch_op:
        change(batch_op)
    op.create_index(GUEST_INDEX, "reservations", ["date", sa.text("lower(email)")])
    for statement in _NIGHT_LOADS.SQLITE_TRIGGERS:
        op.execute(statement)


def _area_and_wider_label(ops: Any) -> None:
    table = {"table_name": "reservations"} if ops is op else {}
    ops.alter_column(
        column_name="table_label",
        type_=sa.String(length=140),
        existing_type=sa.String(length=32),
        existing_nullable=True,
        **table,
    )
    ops.add_column(column=sa.Column("area_id", sa.Uuid(), nullable=True), **table)
    ops.add_column(column=sa.Column("area_name", sa.Text(), nullable=True), **table)
    ops.create_index(op.f("ix_reservations_area_id"), columns=["area_id"], **table)
    ops.create_foreign_key(
        op.f("fk_reservations_area_id_areas"),
        referent_table="areas",
        local_cols=["area_id"],
        remote_cols=["id"],
        ondelete="SET NULL",
        **({"source_table": "reservations"} if ops is op else {}),
    )


def _no_area_and_narrower_label(ops: Any) -> None:
    table = {"table_name": "reservations"} if ops is op else {}
    ops.drop_constraint(op.f("fk_reservations_area_id_areas"), type_="foreignkey", **table)
    ops.drop_index(op.f("ix_reservations_area_id"), **table)
    ops.drop_column(column_name="area_name", **table)
    ops.drop_column(column_name="area_id", **table)
    ops.alter_column(
        column_name="table_label",
        type_=sa.String(length=32),
        existing_type=sa.String(length=140),
        existing_nullable=True,
        **table,
    )


def upgrade() -> None:
    op.create_table(
        "floor_plans",
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("image", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_floor_plans")),
        sa.UniqueConstraint("name", name=op.f("uq_floor_plans_name")),
    )
    op.create_table(
        "areas",
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("description", sa.Text(), nullable=True),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("guests_pick_table", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_areas")),
        sa.UniqueConstraint("name", name=op.f("uq_areas_name")),
    )
    # After `areas`, which a booking now names, and before any table refers to reservations:
    # SQLite's rebuild drops the old table.
    _reservations_change(_area_and_wider_label)
    op.create_table(
        "club_tables",
        sa.Column("label", sa.String(length=32), nullable=False),
        sa.Column("area_id", sa.Uuid(), nullable=False),
        sa.Column("seats_min", sa.Integer(), nullable=False),
        sa.Column("seats_max", sa.Integer(), nullable=False),
        sa.Column("minimum_spend", sa.Numeric(precision=10, scale=2), nullable=False),
        sa.Column("online", sa.Boolean(), server_default=sa.true(), nullable=False),
        sa.Column("plan_id", sa.Uuid(), nullable=True),
        sa.Column("shape", sa.String(length=8), server_default="round", nullable=False),
        sa.Column("x", sa.Integer(), server_default="0", nullable=False),
        sa.Column("y", sa.Integer(), server_default="0", nullable=False),
        sa.Column("width", sa.Integer(), server_default="60", nullable=False),
        sa.Column("height", sa.Integer(), server_default="60", nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("id", sa.Uuid(), nullable=False),
        sa.CheckConstraint(
            "seats_min BETWEEN 1 AND 50", name=op.f("ck_club_tables_seats_min_range")
        ),
        sa.CheckConstraint(
            "seats_max BETWEEN seats_min AND 50", name=op.f("ck_club_tables_seats_max_range")
        ),
        sa.CheckConstraint(
            "minimum_spend >= 0", name=op.f("ck_club_tables_minimum_spend_not_negative")
        ),
        sa.CheckConstraint("shape IN ('round', 'rect')", name=op.f("ck_club_tables_shape")),
        sa.CheckConstraint(
            "x BETWEEN 0 AND 1000 AND y BETWEEN 0 AND 700", name=op.f("ck_club_tables_on_the_plan")
        ),
        sa.ForeignKeyConstraint(
            ["area_id"],
            ["areas.id"],
            name=op.f("fk_club_tables_area_id_areas"),
            ondelete="RESTRICT",
        ),
        sa.ForeignKeyConstraint(
            ["plan_id"],
            ["floor_plans.id"],
            name=op.f("fk_club_tables_plan_id_floor_plans"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_club_tables")),
        sa.UniqueConstraint("label", name=op.f("uq_club_tables_label")),
    )
    op.create_index(op.f("ix_club_tables_area_id"), "club_tables", ["area_id"])
    op.create_index(op.f("ix_club_tables_plan_id"), "club_tables", ["plan_id"])
    op.create_table(
        "table_nights",
        sa.Column("table_id", sa.Uuid(), nullable=False),
        sa.Column("date", sa.Date(), nullable=False),
        sa.Column("held", sa.Boolean(), server_default=sa.false(), nullable=False),
        sa.Column("minimum_spend", sa.Numeric(precision=10, scale=2), nullable=True),
        sa.CheckConstraint(
            "minimum_spend IS NULL OR minimum_spend >= 0",
            name=op.f("ck_table_nights_minimum_spend"),
        ),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["club_tables.id"],
            name=op.f("fk_table_nights_table_id_club_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("table_id", "date", name=op.f("pk_table_nights")),
    )
    op.create_table(
        "table_assignments",
        sa.Column("table_id", sa.Uuid(), nullable=False),
        sa.Column("date", sa.Date(), nullable=False),
        sa.Column("reservation_id", sa.Uuid(), nullable=False),
        sa.Column("assigned_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["reservation_id"],
            ["reservations.id"],
            name=op.f("fk_table_assignments_reservation_id_reservations"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["table_id"],
            ["club_tables.id"],
            name=op.f("fk_table_assignments_table_id_club_tables"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("table_id", "date", name=op.f("pk_table_assignments")),
    )
    op.create_index(
        op.f("ix_table_assignments_reservation_id"), "table_assignments", ["reservation_id"]
    )
    with op.batch_alter_table("reservation_settings", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column(
                "assign_table_on_confirm", sa.Boolean(), server_default=sa.false(), nullable=False
            )
        )
    _typed_labels_become_tables()


_RESERVATIONS = sa.table(
    "reservations",
    sa.column("id", sa.Uuid()),
    sa.column("date", sa.Date()),
    sa.column("status", sa.String()),
    sa.column("created_at", sa.DateTime(timezone=True)),
    sa.column("table_label", sa.String()),
    sa.column("staff_notes", sa.Text()),
)
_AREAS = sa.table(
    "areas",
    sa.column("id", sa.Uuid()),
    sa.column("name", sa.Text()),
    sa.column("position", sa.Integer()),
    sa.column("created_at", sa.DateTime(timezone=True)),
)
_TABLES = sa.table(
    "club_tables",
    sa.column("id", sa.Uuid()),
    sa.column("label", sa.String()),
    sa.column("area_id", sa.Uuid()),
    sa.column("seats_min", sa.Integer()),
    sa.column("seats_max", sa.Integer()),
    sa.column("minimum_spend", sa.Numeric(10, 2)),
    sa.column("online", sa.Boolean()),
    sa.column("created_at", sa.DateTime(timezone=True)),
)
_ASSIGNMENTS = sa.table(
    "table_assignments",
    sa.column("table_id", sa.Uuid()),
    sa.column("date", sa.Date()),
    sa.column("reservation_id", sa.Uuid()),
    sa.column("assigned_at", sa.DateTime(timezone=True)),
)


def _typed_labels_become_tables() -> None:
    connection = op.get_bind()
    rows = connection.execute(
        sa.select(_RESERVATIONS)
        .where(_RESERVATIONS.c.table_label.is_not(None))
        .order_by(
            _RESERVATIONS.c.date,
            sa.case((_RESERVATIONS.c.status == "confirmed", 0), else_=1),
            _RESERVATIONS.c.created_at,
        )
    ).all()
    typed = [row for row in rows if row.table_label.strip()]
    if not typed:
        return
    now = datetime.now(UTC)
    area = uuid.uuid4()
    connection.execute(
        _AREAS.insert().values(id=area, name=UNASSIGNED_AREA, position=0, created_at=now)
    )
    tables: dict[str, tuple[uuid.UUID, str]] = {}
    for row in typed:
        label = row.table_label.strip()
        tables.setdefault(label.casefold(), (uuid.uuid4(), label))
    connection.execute(
        _TABLES.insert(),
        [
            {
                "id": table,
                "label": label,
                "area_id": area,
                "seats_min": 1,
                "seats_max": 20,
                "minimum_spend": 0,
                "online": False,
                "created_at": now,
            }
            for table, label in tables.values()
        ],
    )
    held: set[tuple[uuid.UUID, object]] = set()
    for row in typed:
        if row.status not in ("pending", "confirmed"):
            continue
        table, label = tables[row.table_label.strip().casefold()]
        if (table, row.date) in held:
            note = NOTE.format(label=row.table_label.strip())
            connection.execute(
                _RESERVATIONS.update()
                .where(_RESERVATIONS.c.id == row.id)
                .values(
                    table_label=None,
                    staff_notes=f"{row.staff_notes}\n{note}" if row.staff_notes else note,
                )
            )
            continue
        held.add((table, row.date))
        connection.execute(
            _ASSIGNMENTS.insert().values(
                table_id=table, date=row.date, reservation_id=row.id, assigned_at=now
            )
        )
        if row.table_label != label:
            connection.execute(
                _RESERVATIONS.update().where(_RESERVATIONS.c.id == row.id).values(table_label=label)
            )


def downgrade() -> None:
    with op.batch_alter_table("reservation_settings", schema=None) as batch_op:
        batch_op.drop_column("assign_table_on_confirm")
    op.drop_index(op.f("ix_table_assignments_reservation_id"), table_name="table_assignments")
    op.drop_table("table_assignments")
    op.drop_table("table_nights")
    op.drop_index(op.f("ix_club_tables_plan_id"), table_name="club_tables")
    op.drop_index(op.f("ix_club_tables_area_id"), table_name="club_tables")
    op.drop_table("club_tables")
    op.execute(
        "UPDATE reservations SET table_label = substr(table_label, 1, 32) "
        "WHERE length(table_label) > 32"
    )
    _reservations_change(_no_area_and_narrower_label)
    op.drop_table("areas")
    op.drop_table("floor_plans")
