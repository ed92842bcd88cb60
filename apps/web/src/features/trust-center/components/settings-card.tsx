import type { ReactNode } from 'react';
import { Eye, Globe, Pencil, TriangleAlert } from 'lucide-react';
import type { TrustCenter, TrustCenterSettings } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { hiddenSectionsWords, logoWords } from '../lib/branding.ts';
import { daysWords } from '../lib/grant-days.ts';
import { countsPhrase } from '../lib/item-actions.ts';
import { LogoPreview } from './logo-field.tsx';

/** A link to the server-rendered page, in a new tab: a plain anchor the app's router leaves be. */
const PageLink = ({
  href,
  icon,
  children,
}: {
  href: string;
  icon: ReactNode;
  children: string;
}) => (
  <a href={href} target="_blank" rel="noopener" className={buttonClasses('secondary', 'sm')}>
    {icon}
    {children}
    <span className="sr-only"> (opens in a new tab)</span>
  </a>
);

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-0.5 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
    <dt className="text-xs text-muted sm:text-[13px]">{label}</dt>
    <dd className="min-w-0 text-[13px] break-words text-fg">{children}</dd>
  </div>
);

const NotGiven = () => <span className="text-muted">Not given</span>;

/** The accent as a swatch and its code, or the page's own colour. */
const Accent = ({ colour }: { colour: string }) =>
  colour ? (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden
        className="size-4 shrink-0 rounded border border-border-strong"
        style={{ background: colour }}
      />
      <span className="font-mono text-xs">{colour}</span>
    </span>
  ) : (
    <span className="text-muted">The page’s own colour</span>
  );

/** The page's address, whether it is public, what it shows, and its words. */
export const SettingsCard = ({
  center,
  settings,
  onEdit,
}: {
  center: TrustCenter;
  settings: TrustCenterSettings;
  onEdit: () => void;
}) => (
  <Card>
    <CardHeader
      title="Public page"
      description="What visitors see, and where."
      actions={
        center.abilities.manage ? (
          <Button size="sm" onClick={onEdit}>
            <Pencil aria-hidden />
            Edit settings
          </Button>
        ) : undefined
      }
    />
    <CardContent className="flex flex-col gap-3">
      <dl className="divide-y divide-border">
        <Row label="Address">
          <span className="font-mono text-xs [overflow-wrap:anywhere]">{settings.url}</span>
        </Row>
        {settings.hostname ? (
          <Row label="Own hostname">
            <span className="flex flex-col gap-1">
              <span className="font-mono text-xs [overflow-wrap:anywhere]">
                https://{settings.hostname}
              </span>
              <span className="text-xs text-muted">Set on the server (TRUST_HOSTS).</span>
            </span>
          </Row>
        ) : null}
        <Row label="Status">
          <span className="flex flex-wrap items-center gap-2">
            {settings.live ? (
              <Badge variant="success">Live</Badge>
            ) : (
              <Badge variant="neutral">Off</Badge>
            )}
            <span className="text-muted">
              {settings.live
                ? 'Anyone with the address can read it.'
                : 'Visitors are told it does not exist; your team can preview it.'}
            </span>
          </span>
        </Row>
        <Row label="On the page">
          <span className="flex flex-wrap items-center gap-2">
            <span className="tabular-nums">{countsPhrase(center.counts)}</span>
            {center.counts.heldBack > 0 ? (
              <span className="inline-flex items-center gap-1 text-xs text-warning-text">
                <TriangleAlert className="size-3.5" aria-hidden />
                Some are left out or shown as in progress: see below.
              </span>
            ) : null}
          </span>
        </Row>
        <Row label="Title">{settings.title}</Row>
        <Row label="Legal name">{settings.legalName || <NotGiven />}</Row>
        <Row label="Registered address">
          {settings.address ? (
            <span className="whitespace-pre-line">{settings.address}</span>
          ) : (
            <NotGiven />
          )}
        </Row>
        <Row label="Security contact">{settings.contactEmail || <NotGiven />}</Row>
        <Row label="Approved automatically">
          {settings.autoApproveDomains.length > 0 ? (
            <span className="flex flex-col gap-1">
              <span className="flex flex-wrap gap-1">
                {settings.autoApproveDomains.map((domain) => (
                  <Badge key={domain} variant="neutral" className="font-mono">
                    {domain}
                  </Badge>
                ))}
              </span>
              <span className="text-xs text-muted">
                Visitors with an email at these domains get access once they confirm it and accept
                the NDA.
              </span>
            </span>
          ) : (
            <span className="text-muted">Nobody: your team approves each request</span>
          )}
        </Row>
        <Row label="Access lasts">{daysWords(settings.grantDays)}</Row>
        <Row label="Logo">
          {settings.logo ? (
            <span className="flex flex-wrap items-center gap-2">
              <LogoPreview logo={settings.logo} className="h-8 max-w-32" />
              <span className="text-xs text-muted">{logoWords(settings.logo)}</span>
            </span>
          ) : (
            <span className="text-muted">None: the header shows the title alone</span>
          )}
        </Row>
        <Row label="Accent colour">
          <Accent colour={settings.accentColor} />
        </Row>
        <Row label="Sections">
          <span className={settings.hiddenSections.length > 0 ? undefined : 'text-muted'}>
            {hiddenSectionsWords(settings.hiddenSections)}
          </span>
        </Row>
        <Row label="Overview">
          {settings.overview ? (
            <span className="line-clamp-4 whitespace-pre-line">{settings.overview}</span>
          ) : (
            <span className="text-muted">Not written yet</span>
          )}
        </Row>
      </dl>
      <div className="flex flex-wrap gap-2">
        {settings.live ? (
          <PageLink href={settings.url} icon={<Globe aria-hidden />}>
            Open the public page
          </PageLink>
        ) : null}
        <PageLink href={`${settings.url}?preview=1`} icon={<Eye aria-hidden />}>
          Preview as a visitor
        </PageLink>
      </div>
    </CardContent>
  </Card>
);
