-- Design-contests section 4: phones are read again with the rules of that section (0091... is +91..., an unknown
-- country code reads no phone, a number its country does not hold as valid keeps its digits less trunk 0s and the
-- country's own code). Nothing changes in the schema: migrate.ts runs the data step of migration 0012 again after
-- this one (modules/users/normalise-phones.ts), so `0919000000003`, stored from `0091 9000000003`, becomes
-- `9000000003` unless another row has that number.
select 1;
