import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trustAccessFormSchema } from '@rampart/contracts';
import type { Deps } from '../../../deps.ts';
import { acceptFormBodies } from '../../../platform/routes/form-bodies.ts';
import { confirmTrustRequest } from '../access/confirm-trust-request.ts';
import { readTrustConfirmation } from '../access/read-trust-confirmation.ts';
import { requestTrustAccess } from '../access/request-trust-access.ts';
import { signInWithTrustLink } from '../access/trust-grant-session.ts';
import { TRUST_GRANT_COOKIE } from '../access/trust-links.ts';
import { trustSiteUrl } from '../trust-center-view.ts';
import { buildPublicView } from './build-public-view.ts';
import {
  renderAccessMessage,
  renderConfirmPage,
  renderRequestForm,
  renderRequestSent,
  type AccessFormErrors,
  type AccessFormValues,
} from './render-access-pages.ts';
import { frameOf, trustPublicKit, type FoundTrustCenter } from './trust-public-kit.ts';

const FORM_BODY_LIMIT = 16 * 1024;
const EMPTY_FORM: AccessFormValues = { name: '', email: '', company: '', reason: '' };
const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 2000) : '');

/**
 * A visitor's way to restricted files (issue 24 point 4), as plain HTML forms: ask
 * (`/request`), confirm the address and accept the NDA (`/confirm/{token}`), sign in with the
 * mailed link (`/access/{token}`, which sets a cookie for this trust centre's path only), sign
 * out. Forms are taken only from the trust centre's own pages, and at the forms' own rate.
 * Without mail there are no requests: nothing could confirm an address.
 */
export const trustAccessPageRoutes = async (app: FastifyInstance, deps: Deps): Promise<void> => {
  const { db } = deps.database;
  const kit = trustPublicKit(deps);
  const { notFound, html } = kit;
  const requestsOpen = deps.mailer !== null;
  const siteUrlOf = (slug: string) =>
    trustSiteUrl(deps.config.publicUrl, deps.config.trustHosts, slug);

  /** The titles of what an approved visitor may take, listed on the form. */
  const restrictedTitles = async (found: FoundTrustCenter, basePath: string) => {
    const view = await buildPublicView(db, found.center, {
      now: new Date(),
      preview: false,
      basePath,
      url: '',
      requestsOpen: true,
    });
    return [...view.certifications.filter((c) => c.restricted).map((c) => c.name)].concat(
      view.documents.filter((d) => d.restricted).map((d) => d.title),
    );
  };

  await app.register(async (scope) => {
    acceptFormBodies(scope, FORM_BODY_LIMIT);
    for (const site of kit.sites) {
      const { prefix, constraints } = site;
      const schema = { tags: ['trust-centre'], hide: true };
      // The forms' posts say what they take, so the generated suites (decision 011) send them
      // form bodies: there is no body schema to generate from.
      const formSchema = { ...schema, consumes: ['application/x-www-form-urlencoded'] };
      const get = { constraints, preHandler: kit.admit, schema };
      const post = { constraints, preHandler: [kit.admit, kit.admitForm], schema: formSchema };

      /** The live trust centre this site serves, and the frame of its pages. */
      const open = async (req: FastifyRequest) => {
        const found = await kit.find(req, site.slugOf(req));
        if (!found) return null;
        const basePath = site.basePathOf(found.center);
        return { found, basePath, frame: frameOf(site, found.center) };
      };
      const { crossSite } = kit;

      scope.get(`${prefix}/request`, get, async (req, reply) => {
        const at = await open(req);
        if (!at || !requestsOpen) return notFound(reply);
        const documents = await restrictedTitles(at.found, at.basePath);
        if (documents.length === 0) return notFound(reply);
        return html(
          reply,
          200,
          renderRequestForm(at.frame, { values: EMPTY_FORM, errors: {}, documents }),
        );
      });

      scope.post(`${prefix}/request`, post, async (req, reply) => {
        const at = await open(req);
        if (!at || !requestsOpen || crossSite(req)) return notFound(reply);
        // Nothing restricted, nothing to ask for: the same 404 as the form's.
        const documents = await restrictedTitles(at.found, at.basePath);
        if (documents.length === 0) return notFound(reply);
        const body = (req.body ?? {}) as Record<string, unknown>;
        const values: AccessFormValues = {
          name: text(body.name),
          email: text(body.email),
          company: text(body.company),
          reason: text(body.reason),
        };
        const parsed = trustAccessFormSchema.safeParse(values);
        if (!parsed.success) {
          const errors: AccessFormErrors = {};
          for (const issue of parsed.error.issues) {
            const key = issue.path[0] as keyof AccessFormValues;
            errors[key] ??= issue.message;
          }
          return html(reply, 400, renderRequestForm(at.frame, { values, errors, documents }));
        }
        await requestTrustAccess({
          db,
          center: at.found.center,
          input: parsed.data,
          ip: req.ip,
          siteUrl: siteUrlOf(at.found.center.slug),
        });
        deps.mailOutbox.soon();
        return html(reply, 200, renderRequestSent(at.frame, parsed.data.email));
      });

      const tokenOf = (req: FastifyRequest) => (req.params as { token: string }).token;

      scope.get(`${prefix}/confirm/:token`, get, async (req, reply) => {
        const at = await open(req);
        if (!at) return notFound(reply);
        const token = tokenOf(req);
        const state = await readTrustConfirmation({ db, center: at.found.center, token });
        if (state.state === 'gone') return html(reply, 404, renderAccessMessage(at.frame, 'gone'));
        if (state.state === 'done') return html(reply, 200, renderAccessMessage(at.frame, 'done'));
        return html(
          reply,
          200,
          renderConfirmPage(at.frame, {
            action: `${at.basePath}/confirm/${token}`,
            name: state.name,
            nda: state.nda,
          }),
        );
      });

      scope.post(`${prefix}/confirm/:token`, post, async (req, reply) => {
        const at = await open(req);
        if (!at || crossSite(req)) return notFound(reply);
        const token = tokenOf(req);
        const body = (req.body ?? {}) as Record<string, unknown>;
        const version = /^\d{1,6}$/.test(text(body.ndaVersion)) ? Number(body.ndaVersion) : null;
        const state = await readTrustConfirmation({ db, center: at.found.center, token });
        if (state.state === 'gone') return html(reply, 404, renderAccessMessage(at.frame, 'gone'));
        if (state.state === 'done') return html(reply, 200, renderAccessMessage(at.frame, 'done'));
        const action = `${at.basePath}/confirm/${token}`;
        if (state.nda && text(body.accept) !== 'yes') {
          return html(
            reply,
            400,
            renderConfirmPage(at.frame, {
              action,
              name: state.name,
              nda: state.nda,
              error: 'Tick the box to accept the agreement, or close this page to leave it.',
            }),
          );
        }
        const outcome = await confirmTrustRequest({
          db,
          center: at.found.center,
          token,
          acceptedNdaVersion: state.nda ? version : null,
          ip: req.ip,
          siteUrl: siteUrlOf(at.found.center.slug),
        });
        deps.mailOutbox.soon();
        if (outcome === 'changed') {
          const again = await readTrustConfirmation({ db, center: at.found.center, token });
          if (again.state !== 'open')
            return html(reply, 404, renderAccessMessage(at.frame, 'gone'));
          return html(
            reply,
            409,
            renderConfirmPage(at.frame, {
              action,
              name: again.name,
              nda: again.nda,
              notice: 'The agreement changed while you read it: this is the current version.',
            }),
          );
        }
        return html(reply, outcome === 'gone' ? 404 : 200, renderAccessMessage(at.frame, outcome));
      });

      scope.get(`${prefix}/access/:token`, get, async (req, reply) => {
        const at = await open(req);
        if (!at) return notFound(reply);
        const grant = await signInWithTrustLink({
          db,
          center: at.found.center,
          token: tokenOf(req),
        });
        if (!grant) return html(reply, 404, renderAccessMessage(at.frame, 'gone'));
        reply.setCookie(TRUST_GRANT_COOKIE, tokenOf(req), {
          path: at.basePath || '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: req.protocol === 'https',
          expires: grant.expiresAt,
        });
        return reply.header('cache-control', 'no-store').redirect(at.basePath || '/', 303);
      });

      scope.post(`${prefix}/sign-out`, post, async (req, reply) => {
        const at = await open(req);
        if (!at || crossSite(req)) return notFound(reply);
        reply.clearCookie(TRUST_GRANT_COOKIE, { path: at.basePath || '/' });
        return reply.header('cache-control', 'no-store').redirect(at.basePath || '/', 303);
      });
    }
  });
};
