import { Link } from '@tanstack/react-router';
import { Globe } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';

// The hub (/probo) is its own feature and route; features never import each other, so its path
// is held here as data, like the sidebar's links.
const HUB_PATH: string = '/probo';

/** "Assess from URL": the hub's tab that reads a vendor's facts from its website. */
export const AssessFromUrlLink = () => (
  <Link
    to={HUB_PATH}
    search={{ tab: 'vendor-assessment' } as never}
    className={buttonClasses('secondary')}
  >
    <Globe aria-hidden />
    Assess from URL
  </Link>
);
