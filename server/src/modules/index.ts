// Every feature's routes, registered in this order by buildApp().
import type { FastifyPluginAsync } from 'fastify';

export const modules: FastifyPluginAsync[] = [];
