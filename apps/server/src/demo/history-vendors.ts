// Suppliers over the year: each entered by hand (no site is read: the demo fetches nothing), its
// documents filed with their dates, assessed by the rules, re-assessed when something changed;
// the shredding supplier offboarded in the autumn.
import { dayFromNow, type DemoWorld, type PersonKey } from './demo-api.ts';
import { pdfFile } from './demo-pdf.ts';

type VendorDoc = {
  type: 'soc2_report' | 'iso_certificate' | 'dpa' | 'baa' | 'pen_test' | 'insurance';
  title: string;
  /** Filed on this day of the year, issued `issuedAgo` days before, valid `valid` days. */
  day: number;
  issuedAgo: number;
  valid?: number;
};

type DemoVendor = {
  name: string;
  legalName: string;
  category: string;
  tier: 'critical' | 'high' | 'medium' | 'low';
  owner: Extract<PersonKey, 'admin' | 'risk'>;
  dataKinds: string[];
  businessPurpose: string;
  domain: string;
  created: number;
  /** The contract began this many days before the vendor was entered, for this many days. */
  contract: [number, number];
  docs: VendorDoc[];
  assessed: number[];
  offboarded?: number;
};

export const DEMO_VENDORS: DemoVendor[] = [
  {
    name: 'CloudCare Hosting',
    legalName: 'CloudCare Hosting Ltd',
    category: 'CLOUD_PROVIDER',
    tier: 'critical',
    owner: 'admin',
    dataKinds: ['health', 'personal'],
    businessPurpose: 'Hosts the EHR replica, the patient portal and the off-site backups.',
    domain: 'cloudcare-hosting.example',
    created: 30,
    contract: [400, 1095],
    docs: [
      { type: 'soc2_report', title: 'SOC 2 Type II report', day: 31, issuedAgo: 6, valid: 365 },
      {
        type: 'iso_certificate',
        title: 'ISO 27001 certificate',
        day: 31,
        issuedAgo: 230,
        valid: 1095,
      },
      { type: 'baa', title: 'Business associate agreement', day: 31, issuedAgo: 400 },
    ],
    assessed: [32, 300],
  },
  {
    name: 'MedBill Partners',
    legalName: 'MedBill Partners LLC',
    category: 'FINANCE',
    tier: 'critical',
    owner: 'risk',
    dataKinds: ['health', 'financial', 'personal'],
    businessPurpose: 'Submits insurance claims and sends patient statements for all clinics.',
    domain: 'medbill-partners.example',
    created: 34,
    contract: [700, 1460],
    docs: [
      { type: 'baa', title: 'Business associate agreement', day: 36, issuedAgo: 700 },
      { type: 'soc2_report', title: 'SOC 2 Type II report', day: 218, issuedAgo: 9, valid: 365 },
    ],
    assessed: [37, 220],
  },
  {
    name: 'LabLink Diagnostics',
    legalName: 'LabLink Diagnostics Inc.',
    category: 'DATA_STORAGE_AND_PROCESSING',
    tier: 'high',
    owner: 'admin',
    dataKinds: ['health', 'personal'],
    businessPurpose: 'Runs laboratory tests for the clinics and returns the results.',
    domain: 'lablink-diagnostics.example',
    created: 78,
    contract: [300, 730],
    docs: [{ type: 'dpa', title: 'Data processing agreement', day: 80, issuedAgo: 300 }],
    assessed: [81],
  },
  {
    name: 'SecureShred Services',
    legalName: 'SecureShred Services Ltd',
    category: 'OFFICE_OPERATIONS',
    tier: 'low',
    owner: 'admin',
    dataKinds: ['health', 'personal'],
    businessPurpose: 'Collects and shreds paper records from the clinics every week.',
    domain: 'secureshred.example',
    created: 58,
    contract: [500, 730],
    docs: [
      {
        type: 'insurance',
        title: 'Public liability insurance',
        day: 59,
        issuedAgo: 40,
        valid: 365,
      },
    ],
    assessed: [60],
    offboarded: 282,
  },
  {
    name: 'ShiftRoster',
    legalName: 'ShiftRoster Software GmbH',
    category: 'EMPLOYEE_MANAGEMENT',
    tier: 'medium',
    owner: 'risk',
    dataKinds: ['employee', 'personal'],
    businessPurpose: 'Plans nursing shifts and publishes rotas to staff phones.',
    domain: 'shiftroster.example',
    created: 148,
    contract: [0, 1095],
    docs: [
      { type: 'dpa', title: 'Data processing agreement', day: 150, issuedAgo: 2 },
      { type: 'pen_test', title: 'Penetration test summary', day: 150, issuedAgo: 60, valid: 365 },
    ],
    assessed: [151],
  },
];

const createVendor = async (world: DemoWorld, v: DemoVendor) => {
  const [startAgo, length] = v.contract;
  const created = await world.as(v.owner).send<{ id: string }>('POST', '/api/vendors', {
    name: v.name,
    legalName: v.legalName,
    category: v.category,
    tier: v.tier,
    status: 'active',
    ownerUserId: world.as(v.owner).userId,
    dataKinds: v.dataKinds,
    businessPurpose: v.businessPurpose,
    website: `https://${v.domain}`,
    urls: {
      privacyPolicy: `https://${v.domain}/privacy`,
      securityPage: `https://${v.domain}/security`,
    },
    contractStart: dayFromNow(world, -startAgo),
    contractEnd: dayFromNow(world, length - startAgo),
    renewalDate: dayFromNow(world, length - startAgo - 60),
    noticePeriodDays: 60,
    // Nothing is fetched: the demo's vendors live on example domains.
    watch: false,
  });
  world.vendors.set(v.name, created.id);
};

const fileDocument = async (world: DemoWorld, v: DemoVendor, doc: VendorDoc) => {
  const id = world.vendors.get(v.name);
  if (!id) return;
  const issued = dayFromNow(world, -doc.issuedAgo);
  await world.as(v.owner).upload(
    `/api/vendors/${id}/documents`,
    {
      title: `${v.name}: ${doc.title}`,
      documentType: doc.type,
      issuedAt: issued,
      ...(doc.valid ? { expiresAt: dayFromNow(world, doc.valid - doc.issuedAgo) } : {}),
    },
    pdfFile(`${v.domain.split('.')[0]}-${doc.type}.pdf`, `${v.legalName}: ${doc.title}`, [
      `Issued ${issued}.`,
      `Provided to Northwind Health under the services agreement.`,
    ]),
  );
};

export const planVendors = (world: DemoWorld): void => {
  const { t } = world;
  for (const v of DEMO_VENDORS) {
    t.plan(v.created, 10, () => createVendor(world, v));
    for (const doc of v.docs) t.plan(doc.day, 11, () => fileDocument(world, v, doc));
    for (const day of v.assessed) {
      t.plan(day, 15, () =>
        world.as(v.owner).send('POST', `/api/vendors/${world.vendors.get(v.name)}/assess`, {
          enhanced: false,
        }),
      );
    }
    if (v.offboarded !== undefined) {
      t.plan(v.offboarded, 12, () =>
        world.as(v.owner).send('PATCH', `/api/vendors/${world.vendors.get(v.name)}`, {
          status: 'offboarded',
          watch: false,
        }),
      );
    }
  }
};
