import { styledElement } from '../../internal/styling.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { CalloutProps, CalloutTone } from './Callout.props.ts';
import { calloutStyles } from './Callout.styles.ts';

const Box = styledElement('div', calloutStyles);

const liveRole: Record<CalloutTone, 'status' | 'alert'> = {
  info: 'status',
  success: 'status',
  warning: 'alert',
  danger: 'alert',
};

/** A notice inside a page (a verification reminder, a page that has no content yet) in a status colour. */
export function Callout({ tone = 'info', title, action, announce = false, children, ...rest }: CalloutProps) {
  return (
    <Box data-tone={tone} role={announce ? liveRole[tone] : undefined} {...rest}>
      <Icon name={tone === 'success' ? 'check' : 'info'} />
      <div data-part="body">
        {title && <p data-part="title">{title}</p>}
        {children}
        {action && <div data-part="action">{action}</div>}
      </div>
    </Box>
  );
}
