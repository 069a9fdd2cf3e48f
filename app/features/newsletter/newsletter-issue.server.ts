import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../platform/db/schema.server";
import { insertOutbox, unsubscribeLinks, type LinkContext } from "./newsletter-lifecycle.server";
import { issueEmail, renderIssueBody } from "./mail/templates.server";
import { issueLinkRewriter } from "./issue-links.server";

/**
 * `npm run newsletter -- send <file.md>`: one message per confirmed subscriber per issue, queued
 * through the outbox in batches, each batch one transaction. The issue is identified by the file's
 * name: running the command again (after Ctrl-C, a crash, or to reach people who confirmed since)
 * queues only the subscribers who do not have it yet — the (issue, subscriber) primary key makes a
 * second copy impossible even if two runs overlap. The server's worker delivers at
 * MAIL_RATE_PER_MINUTE, and picks up where it was after a restart.
 */

type Q = Kysely<Database>;

export interface PreparedIssue {
  slug: string;
  subject: string;
  sha256: string;
  body: { html: string; text: string };
}

export class IssueError extends Error {
  override name = "IssueError";
}

/** Reads the Markdown file: subject from --subject, else frontmatter `subject`/`asunto`, else the first `# ` heading. */
export function prepareIssue(file: string, subjectOverride: string | undefined, siteUrl: string): PreparedIssue {
  if (!fs.existsSync(file)) throw new IssueError(`No such file: ${file}`);
  const source = fs.readFileSync(file, "utf8");
  const { data, content } = matter(source);
  let markdown = content.trim();
  let subject = subjectOverride?.trim() || (typeof data.subject === "string" ? data.subject : undefined) || (typeof data.asunto === "string" ? data.asunto : undefined);
  const h1 = /^#\s+(.+?)\s*#*\s*$/m.exec(markdown);
  if (!subject && h1 && markdown.startsWith(h1[0])) {
    subject = h1[1]!;
    // The subject is the title: the body does not repeat it.
    markdown = markdown.slice(h1[0].length).trim();
  }
  if (!subject) throw new IssueError(`${file}: no subject (use --subject "…", a "subject:" in the frontmatter, or start with a "# " title)`);
  if (subject.length > 200 || /[\r\n]/.test(subject)) throw new IssueError(`${file}: the subject must be one line of at most 200 characters`);
  if (!markdown) throw new IssueError(`${file}: the issue has no body`);
  const slug = path.basename(file).replace(/\.(md|markdown)$/i, "");
  let body: PreparedIssue["body"];
  try {
    // Operator links go through /visitar with placement `newsletter` and the issue's id as page.
    body = renderIssueBody(markdown, siteUrl, issueLinkRewriter(slug, siteUrl));
  } catch (error) {
    throw new IssueError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const sha256 = createHash("sha256").update(`${subject}\n${markdown}`).digest("hex");
  return { slug, subject, sha256, body };
}

/** Confirmed subscribers (`s`) who have no send record of the issue `slug` (all of them for a new issue). */
function awaitingIssue(db: Q, slug: string) {
  return db
    .selectFrom("newsletter_subscriptions as s")
    .where("s.status", "=", "confirmed")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("newsletter_issue_sends as r")
            .innerJoin("newsletter_issues as i", "i.id", "r.issue_id")
            .select("r.subscriber_id")
            .whereRef("r.subscriber_id", "=", "s.id")
            .where("i.slug", "=", slug),
        ),
      ),
    );
}

/** How many confirmed subscribers do not have this issue yet. */
export async function remainingRecipients(db: Q, slug: string): Promise<number> {
  const { n } = await awaitingIssue(db, slug)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

async function issueRow(db: Q, issue: PreparedIssue) {
  await db
    .insertInto("newsletter_issues")
    .values({ slug: issue.slug, subject: issue.subject, content_sha256: issue.sha256 })
    .onConflict((oc) => oc.column("slug").doNothing())
    .execute();
  const row = await db.selectFrom("newsletter_issues").selectAll().where("slug", "=", issue.slug).executeTakeFirstOrThrow();
  if (row.content_sha256 !== issue.sha256) {
    throw new IssueError(
      `Issue "${issue.slug}" was first queued with a different subject or text. Some subscribers may already have it; ` +
        `to send a corrected version to everyone, save it under a new file name.`,
    );
  }
  return row;
}

export interface QueueResult {
  issueId: string;
  queued: number;
}

/** Queues the issue for every confirmed subscriber who does not have it yet, `batchSize` per transaction. */
export async function queueIssue(
  db: Q,
  issue: PreparedIssue,
  ctx: LinkContext,
  options: { batchSize?: number; onBatch?: (queuedSoFar: number) => void } = {},
): Promise<QueueResult> {
  const batchSize = options.batchSize ?? 200;
  const { id: issueId } = await issueRow(db, issue);
  let queued = 0;
  for (;;) {
    const n = await db.transaction().execute(async (trx) => {
      const subscribers = await awaitingIssue(trx, issue.slug)
        .select(["s.id", "s.email"])
        .orderBy("s.id")
        .limit(batchSize)
        .execute();
      if (subscribers.length === 0) return 0;
      // The send records first: a concurrent run that got there before us wins, and we mail
      // only the subscribers whose record WE inserted.
      const claimed = await trx
        .insertInto("newsletter_issue_sends")
        .values(subscribers.map((s) => ({ issue_id: issueId, subscriber_id: s.id })))
        .onConflict((oc) => oc.columns(["issue_id", "subscriber_id"]).doNothing())
        .returning("subscriber_id")
        .execute();
      const mine = new Set(claimed.map((c) => c.subscriber_id));
      const recipients = subscribers.filter((s) => mine.has(s.id));
      const links = await unsubscribeLinks(
        trx,
        recipients.map((s) => s.id),
        ctx,
      );
      const outbox = await insertOutbox(
        trx,
        "issue",
        recipients.map((s) => {
          const link = links.get(s.id)!;
          return {
            subscriber_id: s.id,
            recipient: s.email,
            headers: link.headers,
            ...issueEmail({ subject: issue.subject, body: issue.body, unsubscribeUrl: link.url }),
          };
        }),
        ctx,
      );
      if (outbox.length > 0) {
        const pairs = outbox.map((o) => sql`(${o.subscriber_id}::bigint, ${o.id}::bigint)`);
        await sql`UPDATE newsletter_issue_sends AS r SET outbox_id = v.outbox_id
          FROM (VALUES ${sql.join(pairs)}) AS v(subscriber_id, outbox_id)
          WHERE r.issue_id = ${issueId} AND r.subscriber_id = v.subscriber_id`.execute(trx);
      }
      // 0 only when nobody is left (or a concurrent run took this batch and will go on).
      return recipients.length;
    });
    queued += n;
    if (n > 0) options.onBatch?.(queued);
    if (n === 0) break;
  }
  return { issueId, queued };
}
