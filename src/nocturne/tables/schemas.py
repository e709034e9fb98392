"""What staff send and read of the club's tables, floor plans and nights."""

import uuid
from datetime import date
from decimal import Decimal
from typing import Annotated, ClassVar, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    Field,
    StrictBool,
    StrictInt,
    ValidationInfo,
    field_validator,
)

from nocturne import messages
from nocturne.content.schemas import Price
from nocturne.core.schemas import InputModel, PublicModel, blank_to_none
from nocturne.kit.links import OptionalMediaUrl
from nocturne.models import MAX_SEATS, PLAN_HEIGHT, PLAN_WIDTH

TableShape = Literal["round", "rect"]
MAX_LABEL = 32
MIN_SIZE, MAX_SIZE = 20, 400


def _amount(value: object) -> object:
    if isinstance(value, bool):
        raise ValueError(messages.MINIMUM_SPEND_INVALID)
    return value


Amount = Annotated[
    Decimal,
    BeforeValidator(_amount),
    Field(ge=0, max_digits=10, decimal_places=2, json_schema_extra={"multipleOf": 0.01}),
]
# Strict: true is not a number, nor 0 a yes or no.
Seats = Annotated[StrictInt, Field(ge=1, le=MAX_SEATS)]
Size = Annotated[StrictInt, Field(ge=MIN_SIZE, le=MAX_SIZE)]
Position = Annotated[StrictInt, Field(ge=0, le=1000)]


class AreaInput(InputModel):
    field_messages: ClassVar[dict[str, str]] = {
        "name": messages.AREA_NAME_REQUIRED,
        "description": messages.NOTES_TOO_LONG,
    }

    name: Annotated[str, Field(min_length=1, max_length=200)]
    description: Annotated[str | None, BeforeValidator(blank_to_none)] = Field(
        default=None, max_length=2000
    )
    position: Position = 0
    guests_pick_table: StrictBool = Field(
        default=False, description="Whether a guest booking online may pick the exact table."
    )


class AreaPublic(PublicModel):
    id: uuid.UUID
    name: str
    description: str | None
    position: int
    guests_pick_table: bool


class FloorPlanInput(InputModel):
    field_messages: ClassVar[dict[str, str]] = {"name": messages.PLAN_NAME_REQUIRED}

    name: Annotated[str, Field(min_length=1, max_length=200)]
    position: Position = 0
    image: OptionalMediaUrl = Field(default=None, description="The plan's picture, if any.")


class FloorPlanPublic(PublicModel):
    id: uuid.UUID
    name: str
    position: int
    image: str | None


class TableInput(InputModel):
    """A table: its label, area and seats, its minimum spend a night, whether guests may book
    it online, and where it is drawn (x and y are its centre on a plan of 1000 by 700)."""

    field_messages: ClassVar[dict[str, str]] = {
        "label": messages.TABLE_LABEL_REQUIRED,
        "area_id": messages.TABLE_AREA_UNKNOWN,
        "plan_id": messages.TABLE_PLAN_UNKNOWN,
        "seats_min": messages.SEATS_INVALID,
        "seats_max": messages.SEATS_INVALID,
        "minimum_spend": messages.MINIMUM_SPEND_INVALID,
        "x": messages.TABLE_OFF_THE_PLAN,
        "y": messages.TABLE_OFF_THE_PLAN,
        "width": messages.TABLE_SIZE_INVALID,
        "height": messages.TABLE_SIZE_INVALID,
        "shape": messages.FIELD_INVALID,
    }

    label: Annotated[str, Field(min_length=1, max_length=MAX_LABEL, pattern=r"^[^+]*$")]
    area_id: uuid.UUID
    seats_min: Seats
    seats_max: Seats
    minimum_spend: Amount = Decimal(0)
    online: StrictBool = True
    plan_id: uuid.UUID | None = None
    shape: TableShape = "round"
    x: Annotated[StrictInt, Field(ge=0, le=PLAN_WIDTH)] = 0
    y: Annotated[StrictInt, Field(ge=0, le=PLAN_HEIGHT)] = 0
    width: Size = 60
    height: Size = 60

    @field_validator("seats_max")
    @classmethod
    def _seats_in_order(cls, value: int, info: ValidationInfo) -> int:
        if value < info.data.get("seats_min", 1):
            raise ValueError(messages.SEATS_MIN_OVER_MAX)
        return value


class TablePublic(PublicModel):
    id: uuid.UUID
    label: str
    area_id: uuid.UUID
    seats_min: int
    seats_max: int
    minimum_spend: Price
    online: bool
    plan_id: uuid.UUID | None
    shape: TableShape
    x: int
    y: int
    width: int
    height: int


class FloorPublic(BaseModel):
    """The whole inventory, as the floor screens draw it: areas and plans in their order, tables
    by label."""

    areas: list[AreaPublic]
    plans: list[FloorPlanPublic]
    tables: list[TablePublic]
    currency: str = Field(description="The club's currency (ISO 4217) every amount is in.")


class TableNightInput(InputModel):
    field_messages: ClassVar[dict[str, str]] = {"minimum_spend": messages.MINIMUM_SPEND_INVALID}

    held: StrictBool = Field(
        default=False, description="Held back: nobody can be given it that night."
    )
    minimum_spend: Annotated[Amount | None, BeforeValidator(blank_to_none)] = Field(
        default=None, description="That night's minimum spend; null: the table's own."
    )


class TableParty(BaseModel):
    """The party holding a table on a night."""

    reservation_id: uuid.UUID
    name: str
    guests: int
    time: str
    status: Literal["pending", "confirmed"]
    arrived: int
    no_show: bool


class NightTable(BaseModel):
    """A table on one night: free, held back, or held by a party (requested or confirmed;
    arrived once any of it came in)."""

    table_id: uuid.UUID
    state: Literal["free", "held_back", "requested", "confirmed", "arrived"]
    minimum_spend: Price = Field(description="That night's: its own, or the night's raise.")
    held: bool = Field(description="Held back that night.")
    night_minimum_spend: Price | None = Field(
        description="The minimum spend set for that night alone; null: the table's own."
    )
    party: TableParty | None


class FloorNightPublic(BaseModel):
    date: date
    tables: list[NightTable]
    booked: int = Field(description="Tables held by a party that night.")
    total: int = Field(description="Tables of the inventory, held back ones included.")
    minimum_spend_booked: Price = Field(
        description="The minimum spends of the tables parties hold that night, added up."
    )
    unseated: list["UnseatedParty"] = Field(
        default_factory=list,
        description="The night's pending and confirmed parties without a table, by arrival.",
    )


class UnseatedParty(TableParty):
    """A party of the night still without a table, and the area it asked for."""

    area_name: str | None


class TableAssignmentInput(InputModel):
    field_messages: ClassVar[dict[str, str]] = {"table_ids": messages.TABLES_REQUIRED}

    table_ids: list[uuid.UUID] = Field(
        max_length=4,
        description="The tables the party holds on its night; several combine them for a big "
        "party; none gives them back.",
    )


class TableSuggestion(BaseModel):
    table: TablePublic | None = Field(
        description="The smallest free table that seats the party that night; null: none."
    )
