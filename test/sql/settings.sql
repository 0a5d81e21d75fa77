-- timeZoneNamed
-- values: ["europe/paris"]
SELECT name FROM pg_timezone_names WHERE lower(name) = lower($1) ORDER BY name LIMIT 1;
