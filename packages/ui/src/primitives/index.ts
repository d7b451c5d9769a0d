export { Box, Flex, Grid, Text } from './Box.tsx';
export { Heading, type HeadingLevel, type HeadingProps, headingLevels } from './Heading.tsx';
export { Stack, type StackDirection, type StackProps, stackDirections } from './Stack.tsx';
