import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';

/**
 * How to connect an AI assistant (Claude, ChatGPT, Cursor...) to Rampart over MCP: the endpoint
 * and the token it sends. The assistant then acts as you, within the token's scopes.
 */
export const McpConnectCard = () => {
  const endpoint = `${window.location.origin}/api/mcp`;
  return (
    <Card>
      <CardHeader
        title="AI assistants (MCP)"
        description="Let an AI assistant read and change your register through the Model Context Protocol, with exactly the reach of one of your API tokens."
      />
      <CardContent className="flex flex-col gap-3 text-[13px] text-fg">
        <CopyField label="MCP server address" value={endpoint} />
        <ol className="list-decimal space-y-1 pl-5 text-muted">
          <li>
            Make an API token above with the scopes the assistant needs (read only is safest).
          </li>
          <li>
            In the assistant, add a remote MCP server with this address, sending the token as the
            header <span className="font-mono text-fg">Authorization: Bearer …</span>
          </li>
          <li>
            Everything it changes shows in the audit log as done through MCP, with its name. Revoke
            the token to disconnect it.
          </li>
        </ol>
      </CardContent>
    </Card>
  );
};
