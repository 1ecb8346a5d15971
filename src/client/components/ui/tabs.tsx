import * as TabsPrimitive from '@radix-ui/react-tabs';
import clsx from 'clsx';
import { type ComponentProps, createContext, useContext } from 'react';

const SelectedTab = createContext<string | null>(null);

type TabsProps = Omit<ComponentProps<typeof TabsPrimitive.Root>, 'value' | 'onValueChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/** Radix tabs, always controlled, so a `keepMounted` panel keeps its inputs while hidden. */
export function Tabs({ value, onValueChange, ...props }: TabsProps) {
  return (
    <SelectedTab.Provider value={value}>
      <TabsPrimitive.Root value={value} onValueChange={onValueChange} {...props} />
    </SelectedTab.Provider>
  );
}

/** Wraps onto more lines rather than scroll sideways. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={clsx('flex flex-wrap gap-2 border-b-2 border-slate-300 pb-2', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={clsx(
        'inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-slate-300 bg-white px-4 py-2',
        'text-base font-semibold text-slate-900 hover:bg-slate-100',
        'data-[state=active]:border-primary data-[state=active]:bg-primary data-[state=active]:text-white',
        className,
      )}
      {...props}
    />
  );
}

type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content> & { keepMounted?: boolean };

export function TabsContent({ keepMounted = false, value, className, ...props }: TabsContentProps) {
  const selected = useContext(SelectedTab);
  return (
    <TabsPrimitive.Content
      value={value}
      className={clsx('pt-6', className)}
      {...(keepMounted ? { forceMount: true, hidden: selected !== value } : {})}
      {...props}
    />
  );
}
