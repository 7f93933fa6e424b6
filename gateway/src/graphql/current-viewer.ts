import { DomainError, ErrorCode } from '@koalarent/core';
import { createParameterDecorator } from 'type-graphql';
import type { GatewayContext, Viewer } from '../context.js';

/** The signed-in viewer of a request, or UNAUTHENTICATED: the one check every member-only resolver shares. */
export function viewerOf(ctx: GatewayContext): Viewer {
  if (!ctx.viewer) throw new DomainError(ErrorCode.Unauthenticated);
  return ctx.viewer;
}

/**
 * A resolver's signed-in viewer as a parameter: `@CurrentViewer() viewer: Viewer`. Resolved before the resolver runs,
 * so a signed-out caller is refused UNAUTHENTICATED as `@Authorized()` would, on every door that runs the schema
 * (HTTP, graphql-ws and the REST shims). It needs no reflected type (esbuild emits no decorator metadata).
 */
export function CurrentViewer(): ReturnType<typeof createParameterDecorator> {
  return createParameterDecorator<GatewayContext>(({ context }) => viewerOf(context));
}
