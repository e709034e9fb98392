"""Phone numbers as profiles match them: the number in E.164, read with the club's country as
the region of a number written without its country code ("(212) 555-0199" in the US is
+12125550199, as is "+1 212 555 0199"). A number that cannot be read is matched on its digits
and flagged for staff."""

from dataclasses import dataclass

import phonenumbers


@dataclass(frozen=True)
class PhoneKey:
    key: str
    readable: bool


def phone_key(typed: str, country: str) -> PhoneKey:
    try:
        number = phonenumbers.parse(typed, country)
    except phonenumbers.NumberParseException:
        number = None
    if number is not None and phonenumbers.is_possible_number(number):
        return PhoneKey(
            phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164), True
        )
    return PhoneKey("".join(c for c in typed if c.isdigit()), False)
