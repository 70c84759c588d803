-- Who must enrol a second factor, per staff role (issue 29): the admin's choice. A role with no row
-- follows the start's default (STAFF_TOTP_REQUIRED: on in production), so a database without rows
-- behaves as before.
CREATE TABLE IF NOT EXISTS "staff_totp_roles" (
	"role" text PRIMARY KEY NOT NULL,
	"required" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
