import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { business } from '../content/business';
import { useWords } from '../content/useWords';
import { ExternalLink } from '../components/ExternalLink';
import { Icon, type IconName } from '../components/Icon';
import { onDark, textLinkSx } from '../theme/theme';
import { useIsHydrated } from '../hooks/useIsHydrated';

function FooterLine({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minHeight: 44 }}>
      <Icon name={icon} size={20} sx={{ color: 'primary.light' }} />
      {children}
    </Box>
  );
}

const linkSx = { ...textLinkSx, color: 'inherit', textDecorationColor: 'currentColor' };
const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/** The footer of every page: who we are, how to reach us, and the legal line. */
export function SiteFooter() {
  // The year is the visitor's, not the build's: prerendered HTML leaves it out.
  const year = useIsHydrated() ? `${new Date().getFullYear()} ` : '';
  const { footer, business: businessWords } = useWords('site');
  return (
    <Box
      component="footer"
      sx={[
        onDark,
        {
          bgcolor: 'secondary.dark',
          color: 'secondary.contrastText',
          pt: 6,
          pb: 4,
          displayPrint: 'none',
        },
      ]}
    >
      <Container>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr 1fr' },
          }}
        >
          <div>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25rem', mb: 1 }}>
              {business.name}
            </Typography>
            <Typography sx={{ color: 'onDark.text', maxWidth: 420 }}>
              {businessWords.description}
            </Typography>
          </div>
          <div>
            <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
              {footer.contactTitle}
            </Typography>
            <Box component="ul" sx={listSx}>
              <FooterLine icon="mail">
                <Box component="a" href={`mailto:${business.email}`} sx={linkSx}>
                  {business.email}
                </Box>
              </FooterLine>
              <FooterLine icon="phone">
                <Box component="a" href={business.phoneHref} sx={linkSx}>
                  {business.phone}
                </Box>
              </FooterLine>
              <FooterLine icon="pin">{business.city}</FooterLine>
            </Box>
          </div>
          <div>
            <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
              {footer.followTitle}
            </Typography>
            <Typography sx={{ color: 'onDark.text', mb: 0.5 }}>{footer.followBody}</Typography>
            <Box component="ul" sx={listSx}>
              <FooterLine icon="social">
                <ExternalLink href={business.social.href} sx={linkSx}>
                  {business.social.label} {business.social.handle}
                </ExternalLink>
              </FooterLine>
            </Box>
          </div>
        </Box>
        <Typography
          variant="body2"
          sx={{
            mt: 5,
            pt: 3,
            borderTop: '1px solid',
            borderColor: 'onDark.divider',
            color: 'onDark.text',
          }}
        >
          © {year}
          {business.name}. {footer.rights} {footer.legal.join(' · ')}
        </Typography>
      </Container>
    </Box>
  );
}
