-- databaseProbe
-- values: []
SELECT 1 AS up;
