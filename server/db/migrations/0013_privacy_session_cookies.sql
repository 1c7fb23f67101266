-- The privacy policy names the two cookies the dashboard sets since decision 041 (the session's
-- token for the server's render of the first dashboard pages, and the layout last shown). A new
-- version, without an author, of each language's current text that still holds the paragraph about
-- "dashboard-answers" as installed; a text an admin rewrote without it is left to the admin.
INSERT INTO "league_text_versions" ("key", "locale", "body")
SELECT "key", "locale", replace("body",
  $old$mit der sie geladen wurden, und werden beim Abmelden und bei der nächsten Anmeldung gelöscht.$old$,
  $new$mit der sie geladen wurden, und werden beim Abmelden und bei der nächsten Anmeldung gelöscht.

Außerdem setzt die Website zwei Cookies, die dein Browser nur beim Aufruf von Dashboard-Seiten dieser Website mitschickt: „session“ enthält eine Kopie deines Anmelde-Tokens, damit unser Server die Seiten „Mein Team“, „Spielplan“ und „Schiedsrichter“ gleich mit deinen Inhalten ausliefern kann; er gilt so lange wie das Token und wird beim Abmelden gelöscht. „viewport“ merkt sich nur, ob dein Bildschirm zuletzt die Handy- oder die breite Ansicht zeigte (ein Jahr). Beide sind für den von dir gewünschten Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG).$new$)
FROM (
  SELECT DISTINCT ON ("key", "locale") "key", "locale", "body"
  FROM "league_text_versions"
  WHERE "key" = 'privacy' AND "locale" = 'de'
  ORDER BY "key", "locale", "id" DESC
) AS "current"
WHERE "body" LIKE '%mit der sie geladen wurden, und werden beim Abmelden und bei der nächsten Anmeldung gelöscht.%';
--> statement-breakpoint
INSERT INTO "league_text_versions" ("key", "locale", "body")
SELECT "key", "locale", replace("body",
  $old$apply only to the login they were loaded with and are deleted when you log out and at your next login.$old$,
  $new$apply only to the login they were loaded with and are deleted when you log out and at your next login.

The site also sets two cookies, which your browser sends only when it opens dashboard pages of this site: "session" holds a copy of your login token, so that our server can deliver the pages My Team, Matches and Refereeing with your content in them; it lasts as long as the token and is deleted when you log out. "viewport" only remembers whether your screen last showed the phone or the wide layout (one year). Both are strictly necessary for the service you asked for (§ 25 (2) no. 2 TDDDG).$new$)
FROM (
  SELECT DISTINCT ON ("key", "locale") "key", "locale", "body"
  FROM "league_text_versions"
  WHERE "key" = 'privacy' AND "locale" = 'en'
  ORDER BY "key", "locale", "id" DESC
) AS "current"
WHERE "body" LIKE '%apply only to the login they were loaded with and are deleted when you log out and at your next login.%';
