import { parseArgs } from 'node:util';
import {
  ZOperatorAddMemberSchema,
  ZOperatorCreateOrganisationSchema,
  ZOperatorSetPlanSchema,
  ZOperatorVerifyDomainSchema,
} from '@crowdeck/core';
import type { z } from 'zod';
import { ApiError } from '../http/api-error';
import type { TOperatorService } from '../modules/organisations/operator.service';

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [options]

  org:list                                         every organisation, its plan, limit and members
  org:create --name <name>                         a new organisation (prints its id)
  org:set-plan --org <id> --plan custom [--audience-limit <n>]
                                                   grant a plan (--plan none takes it back)
  org:add-owner --org <id> --email <address>       make an existing account an owner
  org:add-member --org <id> --email <address> [--role admin|member]
  org:verify-domain --org <id> --domain <domain>   mark an email domain verified (single sign-on)
  uploads-to-s3 [--delete-local]                   copy DATA_DIR/uploads to the S3_BUCKET (same
                                                   names; --delete-local removes each copied file)`;

/** A mistake in the command line: its message is printed with the usage. */
export class UsageError extends Error {
  override name = 'UsageError';
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new UsageError(`${issue?.path.join('.') || 'input'}: ${issue?.message ?? 'invalid'}`);
}

function required(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || !value) throw new UsageError(`--${name} is required`);
  return value;
}

/**
 * Runs one operator command against the operator service (the same the operator API uses) and
 * returns what to print: JSON, one object per line.
 */
export async function runAdminCommand(argv: string[], service: TOperatorService): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      name: { type: 'string' },
      org: { type: 'string' },
      plan: { type: 'string' },
      'audience-limit': { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      domain: { type: 'string' },
    },
  });
  const [command] = positionals;
  try {
    switch (command) {
      case 'org:list':
        return (await service.list()).map((org) => JSON.stringify(org)).join('\n');
      case 'org:create': {
        const { name } = parse(ZOperatorCreateOrganisationSchema, { name: values.name });
        return JSON.stringify(await service.create(name));
      }
      case 'org:set-plan': {
        const limit = values['audience-limit'];
        const input = parse(ZOperatorSetPlanSchema, {
          plan: required(values, 'plan') === 'none' ? null : values.plan,
          audienceLimit: limit === undefined ? null : Number(limit),
        });
        return JSON.stringify(await service.setPlan(required(values, 'org'), input));
      }
      case 'org:add-owner':
      case 'org:add-member': {
        const input = parse(ZOperatorAddMemberSchema, {
          email: required(values, 'email'),
          role: command === 'org:add-owner' ? 'owner' : (values.role ?? 'member'),
        });
        await service.addMember(required(values, 'org'), input.email, input.role);
        return JSON.stringify({ ok: true, email: input.email, role: input.role });
      }
      case 'org:verify-domain': {
        const { domain } = parse(ZOperatorVerifyDomainSchema, {
          domain: required(values, 'domain'),
        });
        return JSON.stringify(await service.verifyDomain(required(values, 'org'), domain));
      }
      default:
        throw new UsageError(command ? `unknown command ${command}` : 'no command given');
    }
  } catch (error) {
    if (error instanceof ApiError) {
      const field = error.fields ? Object.values(error.fields)[0]?.message : undefined;
      throw new UsageError(
        field ?? (error.statusCode === 404 ? 'no such organisation' : error.message),
      );
    }
    throw error;
  }
}
