-- An upload is private to its owner (docs/product.md, "Datasets"): uploads stored before this read 'open'.
UPDATE "datasets" SET "access" = 'private' WHERE "kind" = 'upload' AND "access" <> 'private';
