import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ExternalLink } from '../../components/ExternalLink';
import { ForSeason } from '../../components/ForSeason';
import { business } from '../../content/business';
import { useWords } from '../../content/useWords';
import { textLinkSx } from '../../theme/theme';

/**
 * What the registration's confirmation says under its outcome's panel (the GOV.UK confirmation
 * page): what happens next, where to go on (the camp's own registration form, the free
 * consultation) and how to get in touch. No reference number: nothing was sent.
 */
export function RegistrationConfirmation() {
  const { confirmation } = useWords('registration');
  const onward = [
    {
      href: business.campFormUrl,
      text: (
        <>
          <ForSeason season="on-sale">{confirmation.campForm}</ForSeason>
          <ForSeason season="ended">{confirmation.campFormEnded}</ForSeason>
        </>
      ),
    },
    { href: business.consultationUrl, text: confirmation.consultation },
  ];
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {confirmation.nextHeading}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {onward.map((link) => (
          <li key={link.href}>
            <ExternalLink href={link.href}>{link.text}</ExternalLink>
          </li>
        ))}
      </Box>
      <Typography sx={{ mt: 1.5 }}>
        {confirmation.contact}{' '}
        <Box component="a" href={`mailto:${business.email}`} sx={textLinkSx}>
          {business.email}
        </Box>{' '}
        ·{' '}
        <Box component="a" href={business.phoneHref} sx={textLinkSx}>
          {business.phone}
        </Box>
      </Typography>
    </>
  );
}
