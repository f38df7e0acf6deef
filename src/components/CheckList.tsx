import Box from '@mui/material/Box';
import { Icon } from './Icon';

/** A bulleted list with check marks, from an array of strings. */
export function CheckList({
  items,
  columns = 1,
  dense = false,
  label,
}: {
  items: readonly string[];
  columns?: 1 | 2 | 3;
  dense?: boolean;
  /** Names the list for assistive technology when no heading is right above it. */
  label?: string;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        columnGap: 4,
        rowGap: dense ? 1 : 1.75,
        gridTemplateColumns: {
          xs: '1fr',
          sm: columns > 1 ? 'repeat(2, 1fr)' : '1fr',
          md: `repeat(${columns}, 1fr)`,
        },
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Box
            component="span"
            sx={{
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              width: 26,
              height: 26,
              mt: '1px',
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <Icon name="check" size={16} sx={{ strokeWidth: 3 }} />
          </Box>
          <span>{item}</span>
        </Box>
      ))}
    </Box>
  );
}
