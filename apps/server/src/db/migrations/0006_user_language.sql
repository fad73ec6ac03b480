-- The interface language of an account (issue 16): what the e-mails sent later (billing notices) are written in;
-- recorded at sign-up and at each sign-in from the request's language.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
