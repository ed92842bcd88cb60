// The expansions (recommend-expansions.ts) for assets, people, and physical security.
import { e, type Expansion } from './expansion.ts';

export const ASSETS_PEOPLE_PHYSICAL: readonly Expansion[] = [
  // Assets
  e(
    'asset-inventory',
    'devices and software nobody has listed',
    /\b(inventor\w*|how many (laptops|servers|devices|assets)|(don't|do not) know (what|how many)|unknown (devices|assets|systems)|unmanaged|untracked|asset register|cmdb|asset (management|tracking))\b/,
    'hardware software asset inventory',
  ),
  e(
    'data-inventory',
    'not knowing where data lives',
    /\b(where (personal |sensitive |customer )?data (lives|is|flows|is stored|is sent)|data (maps?|flows?|inventory)|where it is (sent|stored))\b/,
    'information asset data inventory',
  ),
  e(
    'acceptable-use',
    'how staff may use company systems',
    /\b(acceptable use|personal use|misuse|streaming|crypto ?mining|ai (tools?|chatbots?|assistants?)|chatgpt|chatbots?|generative ai|rules (were )?(never )?communicated)\b/,
    'acceptable use policy',
  ),
  e(
    'asset-return',
    'equipment not returned by leavers',
    [
      /\b(return\w*|collect\w*|unaccounted|keep (their|the))\b/,
      /\b(laptops?|devices?|phones?|tokens?|badges?|equipment|assets?|hardware)\b/,
    ],
    'return of assets on departure',
  ),
  e(
    'endpoints',
    'laptops, phones and other end-user devices',
    /\b(laptops?|phones?|smartphones?|mobile devices?|tablets?|endpoints?|workstations?|desktops?|pcs?|byod|personal devices?)\b/,
    'endpoint device management',
  ),
  e(
    'removable-media',
    'USB sticks and other removable media',
    /\b(usb|removable|memory sticks?|thumb drives?|external (hard )?drives?|flash drives?|tapes?)\b/,
    'removable storage media control',
  ),
  e(
    'software-install',
    'software installed without approval',
    /\b(install\w*|freeware|shareware|unapproved (software|apps|tools)|unauthori[sz]ed software|browser extensions?|local admin\w*|download\w* (software|tools|apps))\b/,
    'software installation control',
  ),

  // People
  e(
    'screening',
    'people hired without checks',
    /\b(background checks?|vetting|vetted|screening|references|criminal records?|pre-employment|right to work|new hires?|hired? without|candidates?|applicants?|recruit\w*|hiring|qualifications)\b/,
    'background checks screening',
  ),
  e(
    'employment-terms',
    'staff obligations in employment terms',
    /\b(employment contracts?|post-employment|contractor agreements?|non-compete|trade secrets?|know-how|continuing obligations)\b/,
    'security terms employment contracts confidentiality',
  ),
  e(
    'nda',
    'confidential information shared without an NDA',
    /\b(nda|non-disclosure|confidentiality (agreements?|terms|clauses?))\b/,
    'confidentiality agreements nda',
  ),
  e(
    'awareness',
    'staff tricked or unaware of threats',
    /\b(aware\w*|unaware|train\w*|click\w*|fall for|fell for|fall\w* for|social engineering|tricked|persuade\w*|pretend\w*|human error|simulat\w*)\b/,
    'security awareness training phishing',
  ),
  e(
    'role-training',
    'specialist staff without the training their role needs',
    /\b((developers?|engineers?|admins?|administrators?|helpdesk|service desk|support staff)\b.{0,60}\b(train\w*|knowledge|skills?|never (been )?taught|verify\w* (identity|callers?))|secure coding (training|knowledge|skills)|verif\w* (the )?(identity|callers?|customers?)|caller (identity|verification))\b/,
    'role-based security training',
  ),
  e(
    'discipline',
    'rule breaches without consequences',
    /\b(disciplin\w*|sanctions?|consequences|unpunished|no (penalty|penalties)|violations?|breach(es)? of (the )?(acceptable use )?(policy|rules)|not investigated)\b/,
    'disciplinary process security violations',
  ),
  e(
    'remote-working',
    'working from home and public places',
    /\b(home working|work\w* (from|at) home|remote work\w*|cafes?|coffee shops?|public places|home wi-?fi|hybrid work\w*|travel\w*)\b/,
    'remote working security',
  ),
  e(
    'org-structure',
    'unclear roles and reporting lines',
    /\b(job descriptions?|organi[sz]ation charts?|org charts?|reporting lines|roles? (are )?(unclear|undefined))\b/,
    'organisation structure job descriptions',
  ),

  // Physical
  e(
    'physical-access',
    'people getting into premises and rooms',
    /\b(badg\w*|doors?|entrances?|reception|tailgat\w*|visitors?|propped open|walk (into|in)|premises|key ?cards?|cage|colocation|break-?ins?|burglar\w*|unauthori[sz]ed (people|persons|entry))\b/,
    'physical access control badge visitors',
  ),
  e(
    'physical-monitoring',
    'break-ins nobody would see',
    /\b(cctv|cameras?|alarms?|footage|break-?ins?|burglar\w*|intruders?|guards?|recordings)\b/,
    'physical security monitoring cctv alarm',
  ),
  e(
    'environment',
    'fire, flood, heat and power loss',
    /\b(fires?|flood\w*|water|heat|overheat\w*|temperature|cooling|air[- ]condition\w*|hvac|humidity|power (cut|failure|outage|loss|interruption)s?|ups|generator|storms?|smoke|fire suppression|environmental|power supply|utilit(y|ies))\b/,
    'environmental protection fire power',
  ),
  e(
    'secure-areas',
    'server rooms and other restricted areas',
    /\b(server rooms?|data rooms?|comms rooms?|communications rooms?|data cent(re|er)s?|equipment rooms?|network rooms?|secure areas?|restricted (areas?|rooms?)|cages?|wiring closets?)\b/,
    'secure area working rules',
  ),
  e(
    'clear-desk',
    'papers and screens left in view',
    /\b(printouts?|papers?|desks?|printers?|whiteboards?|clear desk|shoulder surf\w*|in view of|left out)\b/,
    'clear desk clear screen',
  ),
  e(
    'equipment-siting',
    'equipment and cabling open to tampering',
    /\b(cabl(e|es|ing)|network equipment|payment terminals?|card (readers?|terminals?)|pos terminals?|pin pads?)\b/,
    'equipment siting cabling protection terminals',
  ),
  e(
    'maintenance',
    'equipment maintenance and repair visits',
    /\b(maintenance|maintain\w*|serviced|servicing|repairs?|contractors? (work\w*|are left|unsupervised)|unsupervised|warranty|ageing|aging|hardware failures?|disk failures?)\b/,
    'equipment maintenance',
  ),
];
