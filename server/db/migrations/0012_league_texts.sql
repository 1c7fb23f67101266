CREATE TABLE "league_details" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"register" text DEFAULT '' NOT NULL,
	"board" text DEFAULT '' NOT NULL,
	"content_responsible" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	CONSTRAINT "league_details_one_row" CHECK ("league_details"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "league_text_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"body" text NOT NULL,
	"author_id" integer,
	"author_name" text,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "league_text_versions" ADD CONSTRAINT "league_text_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_text_versions_current_idx" ON "league_text_versions" USING btree ("key","locale","id");
--> statement-breakpoint
-- The league's details and texts as the site showed them before admins could edit them (decision 043):
-- web/content/operator.json, web/content/legal/*.md (German; the English versions translated) and
-- the home page's and rules page's catalogue texts. Installed without an author.
INSERT INTO "league_details" ("id", "name", "email", "phone", "street", "postal_code", "city", "register", "board", "content_responsible", "instagram") VALUES (1, $seed$Münchner Hochschul-Fußballliga e.V.$seed$, $seed$info@hochschulliga-muenchen.de$seed$, $seed$+49 89 21 98 76 50$seed$, $seed$Leopoldstraße 15$seed$, $seed$80802$seed$, $seed$München$seed$, $seed$VR 212345, Amtsgericht München$seed$, $seed$Lena Hofmann (1. Vorsitzende) und Jonas Berger (2. Vorsitzender), jeweils einzelvertretungsberechtigt$seed$, $seed$Lena Hofmann$seed$, $seed$https://www.instagram.com/hochschulliga.muenchen/$seed$);
--> statement-breakpoint
INSERT INTO "league_text_versions" ("key", "locale", "body") VALUES
('home', 'de', $seed$Studierendenteams der Münchner Hochschulen spielen in zwei zugelosten Gruppen jeder gegen jeden, einmal. Ein Sieg bringt 3 Punkte, ein Unentschieden 1. Die besten vier jeder Gruppe erreichen die K.-o.-Runde: Viertelfinale, Halbfinale, Finale und Spiel um Platz 3.

Gespielt wird 11 gegen 11 über 90 Minuten. Die Teams pfeifen sich gegenseitig: Jedes Spiel hat zwei neutrale Schiedsrichter aus der anderen Gruppe – alle spielen, alle pfeifen.
$seed$),
('home', 'en', $seed$Student teams from Munich's universities play each other in two randomly drawn groups, every team once. A win gives 3 points, a draw 1. The top four of each group reach the knockout stage: quarter finals, semi finals, the final and the match for third place.

Matches are 11 vs 11 over 90 minutes. The teams referee each other: every match has two neutral referees from the other group, so everyone plays and everyone whistles.
$seed$),
('rules_intro', 'de', $seed$Die Regeln der Munich University League:
$seed$),
('rules_intro', 'en', $seed$The rules of the Munich University League:
$seed$),
('privacy', 'de', $seed$# Datenschutzerklärung

Stand: 1. Oktober 2025

Diese Erklärung beschreibt, welche personenbezogenen Daten die Website der Munich University League verarbeitet, wozu, auf welcher Rechtsgrundlage und wie lange. Wir verwenden keine Cookies, keine Analyse- oder Tracking-Dienste und keine Werbung.

## 1. Verantwortlicher

{{name}}
{{street}}
{{postal_code}} {{city}}
Telefon: {{phone}}
E-Mail: [{{email}}](mailto:{{email}})

Vertreten durch den Vorstand: {{board}}

## 2. Aufruf der Website (Server-Logdateien)

Bei jedem Aufruf speichert unser Server automatisch: die IP-Adresse deines Geräts, Datum und Uhrzeit, die aufgerufene Adresse, den HTTP-Statuscode, die übertragene Datenmenge sowie den Browsertyp (User-Agent).

- **Zweck:** sicherer und stabiler Betrieb der Website, Erkennung und Abwehr von Angriffen und Missbrauch (zum Beispiel wiederholte Fehlanmeldungen).
- **Rechtsgrundlage:** Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse ist der sichere Betrieb der Website.
- **Speicherdauer:** Die Logdateien werden nach **14 Tagen** automatisch gelöscht. Wird ein Angriff erkannt, bewahren wir die betroffenen Einträge auf, bis der Vorfall geklärt ist.

## 3. Benutzerkonto

Für die Registrierung speichern wir deinen **Namen** (Vor- und Nachname), deine **E-Mail-Adresse**, deine **Telefonnummer** und dein Passwort. Das Passwort speichern wir nur als kryptografischen Hashwert, niemals im Klartext. Außerdem speichern wir deine Rolle (zum Beispiel Spieler, Kapitän, Admin) und deine **Teamzugehörigkeit** einschließlich offener Beitrittsanfragen.

- **Zweck:** Anmeldung, Teilnahme am Spielbetrieb, Verwaltung der Teams und Abstimmung der Spieltermine zwischen den Teams.
- **Rechtsgrundlage:** Art. 6 Abs. 1 lit. b DSGVO (Nutzungsverhältnis über die Teilnahme an der Liga).
- **Speicherdauer:** bis du dein Konto löschst. Das geht jederzeit im Dashboard unter „Einstellungen“. Wir löschen dann Name, E-Mail-Adresse, Telefonnummer und Passwort-Hash.
- Name, E-Mail-Adresse und Telefonnummer sind für die Registrierung erforderlich; ohne sie ist eine Teilnahme am Spielbetrieb nicht möglich.

## 4. E-Mails

Wir senden dir E-Mails nur, soweit der Betrieb deines Kontos es erfordert: die Bestätigung deiner E-Mail-Adresse nach der Registrierung und Links zum Zurücksetzen deines Passworts. Bestätigungslinks sind 24 Stunden, Links zum Zurücksetzen eine Stunde gültig. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Newsletter versenden wir nicht.

## 5. Spielbetrieb: Ergebnisse, Tore und Schiedsrichtereinsätze

Wir speichern die **Spielergebnisse**, die **Torschützen mit der Anzahl ihrer Tore**, Spieltermine sowie die eingeteilten Schiedsrichterinnen und Schiedsrichter und versäumte Schiedsrichtereinsätze der Teams.

Öffentlich sichtbar, auch ohne Anmeldung, sind: Teamnamen, Wappen, Gründungsdatum und Spieleranzahl der Teams, der Name der Kapitänin oder des Kapitäns, Spielpläne, Ergebnisse, Tabellen sowie die Torschützenliste (Name, Tore, Team).

Telefonnummern und E-Mail-Adressen sind nie öffentlich. Sie sind nur nach der Anmeldung sichtbar, und zwar für die Mitglieder deines eigenen Teams und die Ligaleitung; die Telefonnummer der Kapitäne zusätzlich für die Teams, die gegen ihr Team spielen, damit Spieltermine abgesprochen werden können.

- **Zweck:** Durchführung und Dokumentation der Liga, Tabellen und Torschützenliste.
- **Rechtsgrundlage:** Art. 6 Abs. 1 lit. b DSGVO für die Durchführung des Spielbetriebs; für die öffentliche Anzeige von Namen in Tabellen und Torschützenliste Art. 6 Abs. 1 lit. f DSGVO, gestützt auf unser berechtigtes Interesse an einem transparenten, öffentlich nachvollziehbaren Ligabetrieb.
- **Speicherdauer:** Ergebnisse, Tabellen und Torschützenlisten vergangener Saisons bleiben als Ligaarchiv erhalten; Kaderlisten enthalten dich, solange du Mitglied eines Teams bist.

## 6. Speicher in deinem Browser

Nach der Anmeldung speichern wir im lokalen Speicher deines Browsers (localStorage) unter dem Schlüssel „session“ ein Anmelde-Token, damit du angemeldet bleibst. Das Token ist 12 Stunden gültig und wird beim Abmelden gelöscht. Dieser Speicher ist für den von dir gewünschten Dienst unbedingt erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG); eine Einwilligung ist dafür nicht nötig.

Solange du angemeldet bist, hält dein Browser unter dem Schlüssel „dashboard-answers“ die zuletzt geladenen Inhalte deiner Dashboard-Seiten (deine To-dos, dein Konto, dein Team, die Teams und Saisons, noch nicht bestätigte Ergebnisse), damit sie beim nächsten Öffnen sofort erscheinen. Sie verlassen dein Gerät nicht, gelten nur für die Anmeldung, mit der sie geladen wurden, und werden beim Abmelden und bei der nächsten Anmeldung gelöscht.

Nach der Registrierung merkt sich dein Browser unter dem Schlüssel „signup-email“ die angegebene E-Mail-Adresse, damit das Anmeldeformular sie nach der Bestätigung schon enthält. Sie verlässt dein Gerät dabei nicht und wird bei der ersten erfolgreichen Anmeldung gelöscht.

## 7. Empfänger und Drittlandübermittlung

Wir verkaufen keine Daten und geben sie nicht zu Werbezwecken weiter. Zugriff haben nur die Ligaleitung und, im oben beschriebenen Umfang, die anderen Teilnehmenden. Technische Dienstleister (Hosting, E-Mail-Versand) verarbeiten Daten nur in unserem Auftrag und nach unserer Weisung (Art. 28 DSGVO) innerhalb der Europäischen Union. Eine Übermittlung in Drittländer findet nicht statt.

Der Link auf unser Instagram-Profil ist ein einfacher Link: Instagram erhält erst dann Daten, wenn du ihn anklickst.

## 8. Deine Rechte

Du hast gegenüber uns jederzeit das Recht auf

- **Auskunft** über die zu dir gespeicherten Daten (Art. 15 DSGVO),
- **Berichtigung** unrichtiger Daten (Art. 16 DSGVO); Name und Telefonnummer kannst du auch selbst im Profil ändern,
- **Löschung** deiner Daten (Art. 17 DSGVO),
- **Einschränkung** der Verarbeitung (Art. 18 DSGVO),
- **Datenübertragbarkeit**, also Herausgabe deiner Daten in einem gängigen, maschinenlesbaren Format (Art. 20 DSGVO),
- **Widerspruch** gegen Verarbeitungen, die auf Art. 6 Abs. 1 lit. f DSGVO beruhen, aus Gründen, die sich aus deiner besonderen Situation ergeben (Art. 21 DSGVO).

Schreib uns dazu einfach an [{{email}}](mailto:{{email}}).

Außerdem hast du das Recht auf **Beschwerde bei einer Aufsichtsbehörde** (Art. 77 DSGVO). Für uns zuständig ist das Bayerische Landesamt für Datenschutzaufsicht (BayLDA), Promenade 18, 91522 Ansbach, [www.lda.bayern.de](https://www.lda.bayern.de).

## 9. Automatisierte Entscheidungen

Eine automatisierte Entscheidungsfindung oder ein Profiling im Sinne von Art. 22 DSGVO findet nicht statt. Tabellen und Punktabzüge ergeben sich allein aus den eingetragenen Ergebnissen und den Ligaregeln.
$seed$),
('privacy', 'en', $seed$# Privacy policy

As of: 1 October 2025

This is a translation for your convenience; only the German version (Datenschutzerklärung) is legally binding.

This policy describes which personal data the website of the Munich University League processes, for what purpose, on which legal basis and for how long. We use no cookies, no analytics or tracking services and no advertising.

## 1. Controller

{{name}}
{{street}}
{{postal_code}} {{city}}
Phone: {{phone}}
E-mail: [{{email}}](mailto:{{email}})

Represented by the board: {{board}}

## 2. Visiting the website (server log files)

With every request our server automatically stores: the IP address of your device, the date and time, the address requested, the HTTP status code, the amount of data transferred and the browser type (user agent).

- **Purpose:** secure and stable operation of the website, detecting and warding off attacks and misuse (for example repeated failed logins).
- **Legal basis:** Art. 6 (1) (f) GDPR; our legitimate interest is the secure operation of the website.
- **Storage period:** the log files are deleted automatically after **14 days**. If an attack is detected, we keep the entries concerned until the incident has been cleared up.

## 3. User account

For the registration we store your **name** (first name and surname), your **e-mail address**, your **phone number** and your password. We store the password only as a cryptographic hash, never in plain text. We also store your role (for example player, captain, admin) and your **team membership**, including open requests to join.

- **Purpose:** login, taking part in the league, managing the teams and agreeing match dates between the teams.
- **Legal basis:** Art. 6 (1) (b) GDPR (the user relationship of taking part in the league).
- **Storage period:** until you delete your account. You can do so at any time in the dashboard under "Settings". We then delete your name, e-mail address, phone number and password hash.
- Name, e-mail address and phone number are required for the registration; without them you cannot take part in the league.

## 4. E-mails

We send you e-mails only as far as running your account requires: the confirmation of your e-mail address after the registration and links to reset your password. Confirmation links are valid for 24 hours, reset links for one hour. The legal basis is Art. 6 (1) (b) GDPR. We do not send newsletters.

## 5. Playing in the league: results, goals and referee duties

We store the **match results**, the **scorers with the number of their goals**, match dates as well as the referees appointed and the teams' missed referee duties.

Publicly visible, also without logging in, are: the teams' names, crests, founding dates and numbers of players, the name of the captain, schedules, results, tables and the top scorers list (name, goals, team).

Phone numbers and e-mail addresses are never public. They are visible only after logging in, and only to the members of your own team and the league office; the captains' phone numbers also to the teams playing against their team, so that match dates can be agreed.

- **Purpose:** running and documenting the league, tables and the top scorers list.
- **Legal basis:** Art. 6 (1) (b) GDPR for running the league; for showing names publicly in tables and the top scorers list Art. 6 (1) (f) GDPR, based on our legitimate interest in a transparent league that anyone can follow.
- **Storage period:** results, tables and top scorers lists of past seasons are kept as the league's archive; rosters contain you as long as you are a member of a team.

## 6. Storage in your browser

After you log in, we store a login token in your browser's local storage (localStorage) under the key "session", so that you stay logged in. The token is valid for 12 hours and is deleted when you log out. This storage is strictly necessary for the service you asked for (§ 25 (2) no. 2 TDDDG); no consent is needed for it.

While you are logged in, your browser keeps the content last loaded for your dashboard pages (your to-dos, your account, your team, the teams and seasons, results not confirmed yet) under the key "dashboard-answers", so that they appear at once the next time. They do not leave your device, apply only to the login they were loaded with and are deleted when you log out and at your next login.

After the registration your browser remembers the e-mail address you gave under the key "signup-email", so that the login form already contains it after the confirmation. It does not leave your device and is deleted at your first successful login.

## 7. Recipients and transfers to third countries

We do not sell data and do not pass it on for advertising. Only the league office and, to the extent described above, the other participants have access. Technical service providers (hosting, sending e-mail) process data only on our behalf and on our instructions (Art. 28 GDPR) within the European Union. No data is transferred to third countries.

The link to our Instagram profile is a plain link: Instagram receives data only when you click it.

## 8. Your rights

You have the right at any time to

- **access** the data stored about you (Art. 15 GDPR),
- **rectification** of incorrect data (Art. 16 GDPR); you can also change your name and phone number yourself in your profile,
- **erasure** of your data (Art. 17 GDPR),
- **restriction** of processing (Art. 18 GDPR),
- **data portability**, that is, receiving your data in a common, machine-readable format (Art. 20 GDPR),
- **object** to processing based on Art. 6 (1) (f) GDPR, on grounds relating to your particular situation (Art. 21 GDPR).

Just write to us at [{{email}}](mailto:{{email}}).

You also have the right to **lodge a complaint with a supervisory authority** (Art. 77 GDPR). The authority responsible for us is the Bavarian State Office for Data Protection Supervision (BayLDA), Promenade 18, 91522 Ansbach, [www.lda.bayern.de](https://www.lda.bayern.de).

## 9. Automated decisions

There is no automated decision-making or profiling within the meaning of Art. 22 GDPR. Tables and point deductions follow solely from the results entered and the league rules.
$seed$),
('imprint', 'de', $seed$# Impressum

## Angaben gemäß § 5 DDG

{{name}}
{{street}}
{{postal_code}} {{city}}

## Vertreten durch

Vertretungsberechtigter Vorstand: {{board}}

## Kontakt

Telefon: {{phone}}
E-Mail: [{{email}}](mailto:{{email}})

## Registereintrag

Eintragung im Vereinsregister.
Registergericht und Registernummer: {{register}}

## Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV

{{content_responsible}}
{{street}}
{{postal_code}} {{city}}

## Verbraucherstreitbeilegung

Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.

## Haftung für Inhalte

Die Inhalte dieser Website wurden mit Sorgfalt erstellt. Spielpläne, Ergebnisse und Tabellen werden von den teilnehmenden Teams eingetragen und von der Ligaleitung bestätigt; für ihre Richtigkeit, Vollständigkeit und Aktualität übernehmen wir keine Gewähr. Als Diensteanbieter sind wir für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich. Sobald uns eine Rechtsverletzung bekannt wird, entfernen wir den betreffenden Inhalt umgehend.

## Haftung für Links

Diese Website enthält Links zu Websites Dritter (zum Beispiel Instagram), auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist der jeweilige Anbieter verantwortlich. Bei Bekanntwerden von Rechtsverletzungen entfernen wir solche Links umgehend.

## Urheberrecht

Texte, Grafiken und Vereinswappen auf dieser Website unterliegen dem Urheberrecht des Vereins oder der jeweiligen Teams. Eine Verwendung außerhalb dieser Website bedarf der vorherigen Zustimmung.
$seed$),
('imprint', 'en', $seed$# Imprint

This is a translation for your convenience; only the German version (Impressum) is legally binding.

## Information according to § 5 DDG

{{name}}
{{street}}
{{postal_code}} {{city}}

## Represented by

Board authorised to represent the association: {{board}}

## Contact

Phone: {{phone}}
E-mail: [{{email}}](mailto:{{email}})

## Register entry

Entered in the register of associations.
Register court and register number: {{register}}

## Responsible for the content according to § 18 (2) MStV

{{content_responsible}}
{{street}}
{{postal_code}} {{city}}

## Consumer dispute resolution

We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.

## Liability for content

The content of this website was created with care. Schedules, results and tables are entered by the participating teams and confirmed by the league office; we accept no liability for their correctness, completeness or timeliness. As a service provider we are responsible for our own content under the general laws. As soon as we learn of an infringement, we remove the content concerned without delay.

## Liability for links

This website contains links to third-party websites (for example Instagram) whose content we cannot influence. The respective provider is responsible for that content. If we learn of infringements, we remove such links without delay.

## Copyright

Texts, graphics and club crests on this website are subject to the copyright of the association or of the respective teams. Any use outside this website requires prior consent.
$seed$),
('terms', 'de', $seed$# Nutzungsbedingungen

Stand: 1. Oktober 2025

## 1. Geltungsbereich

Diese Bedingungen gelten für die Nutzung der Website der Munich University League, die vom {{name}}, {{street}}, {{postal_code}} {{city}} (im Folgenden „Verein“) betrieben wird. Die öffentlichen Seiten kannst du ohne Konto nutzen. Für die Teilnahme am Spielbetrieb brauchst du ein Benutzerkonto.

## 2. Benutzerkonto

- Ein Konto ist persönlich; jede Person darf nur ein Konto anlegen.
- Deine Angaben (Name, E-Mail-Adresse, Telefonnummer) müssen wahr sein und aktuell gehalten werden.
- Halte dein Passwort geheim. Bemerkst du einen Missbrauch deines Kontos, ändere sofort dein Passwort und informiere uns unter [{{email}}](mailto:{{email}}).
- Du kannst dein Konto jederzeit im Dashboard löschen.

## 3. Teams

- Jedes Team hat eine Kapitänin oder einen Kapitän, die oder der das Team auf der Website verwaltet und Ansprechperson der Ligaleitung ist.
- Ein Team braucht mindestens 20 Spielerinnen und Spieler, um für eine Saison gemeldet zu werden. Über die Zulassung entscheidet die Ligaleitung.
- Teamnamen und Wappen dürfen keine Rechte Dritter verletzen und nicht beleidigend, diskriminierend oder werbend sein.

## 4. Spielbetrieb

- Es gelten die auf der Seite „Rules“ veröffentlichten Ligaregeln.
- Kapitäne tragen Spieltermine und Ergebnisse wahrheitsgemäß und zeitnah ein; ein Ergebnis wird erst gültig, wenn die andere Seite oder die Ligaleitung es bestätigt.
- Jedes Team stellt die ihm zugeteilten Schiedsrichtereinsätze. Versäumte Einsätze führen nach den Ligaregeln zu Punktabzügen.
- Wir erwarten faires Verhalten auf und neben dem Platz. Die Ligaleitung kann bei groben Verstößen Spiele werten, Teams vom Spielbetrieb ausschließen oder Konten sperren.

## 5. Veröffentlichung

Mit der Teilnahme am Spielbetrieb werden Teamnamen, der Name der Kapitäne, Ergebnisse, Tabellen und die Torschützenliste (Name, Tore, Team) öffentlich angezeigt. Einzelheiten regelt die [Datenschutzerklärung](/data).

## 6. Pflichten bei der Nutzung

Untersagt ist insbesondere, falsche Ergebnisse einzutragen, Kontaktdaten anderer Teilnehmender für andere Zwecke als den Spielbetrieb zu verwenden, die Website automatisiert auszulesen oder ihre Sicherheit zu umgehen.

## 7. Verfügbarkeit

Der Verein betreibt die Website ehrenamtlich und ohne Entgelt. Einen Anspruch auf ständige Verfügbarkeit gibt es nicht; Wartungen und Störungen sind möglich.

## 8. Haftung

Die Teilnahme an den Spielen erfolgt auf eigene Gefahr. Der Verein haftet unbeschränkt bei Vorsatz und grober Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Im Übrigen ist die Haftung für die unentgeltliche Bereitstellung der Website ausgeschlossen, soweit gesetzlich zulässig.

## 9. Änderungen

Wir können diese Bedingungen ändern, etwa wenn sich die Ligaregeln oder die Funktionen der Website ändern. Über wesentliche Änderungen informieren wir registrierte Nutzerinnen und Nutzer vorab per E-Mail.

## 10. Schlussbestimmungen

Es gilt deutsches Recht. Sollte eine Bestimmung unwirksam sein, bleiben die übrigen Bestimmungen wirksam.
$seed$),
('terms', 'en', $seed$# Terms of use

As of: 1 October 2025

This is a translation for your convenience; only the German version (Nutzungsbedingungen) is legally binding.

## 1. Scope

These terms apply to the use of the website of the Munich University League, operated by {{name}}, {{street}}, {{postal_code}} {{city}} (hereinafter "the association"). You can use the public pages without an account. To take part in the league you need a user account.

## 2. User account

- An account is personal; each person may create only one account.
- Your details (name, e-mail address, phone number) must be true and kept up to date.
- Keep your password secret. If you notice misuse of your account, change your password at once and let us know at [{{email}}](mailto:{{email}}).
- You can delete your account in the dashboard at any time.

## 3. Teams

- Every team has a captain who manages the team on the website and is the league office's contact person.
- A team needs at least 20 players to be entered for a season. The league office decides on admission.
- Team names and crests must not infringe the rights of third parties and must not be offensive, discriminatory or advertising.

## 4. Playing in the league

- The league rules published on the "Rules" page apply.
- Captains enter match dates and results truthfully and promptly; a result only becomes valid once the other side or the league office confirms it.
- Every team provides the referee duties assigned to it. Missed duties lead to point deductions under the league rules.
- We expect fair play on and off the pitch. In the case of serious violations the league office can decide matches, exclude teams from the league or block accounts.

## 5. Publication

When you take part in the league, team names, the names of the captains, results, tables and the top scorers list (name, goals, team) are shown publicly. The details are set out in the [privacy policy](/data).

## 6. Duties when using the website

In particular, it is forbidden to enter false results, to use other participants' contact details for purposes other than the league, to read the website automatically or to circumvent its security.

## 7. Availability

The association runs the website on a voluntary basis and free of charge. There is no right to constant availability; maintenance and disruptions are possible.

## 8. Liability

Taking part in the matches is at your own risk. The association is liable without limitation for intent and gross negligence and for injury to life, body or health. Otherwise, liability for providing the website free of charge is excluded as far as the law permits.

## 9. Changes

We may change these terms, for example when the league rules or the functions of the website change. We inform registered users of significant changes by e-mail in advance.

## 10. Final provisions

German law applies. Should a provision be invalid, the remaining provisions remain valid.
$seed$);
