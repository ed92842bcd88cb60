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
        description="Let an AI assistant read and change your register through the Model Context Protocol, as you and never beyond your role."
      />
      <CardContent className="flex flex-col gap-3 text-[13px] text-fg">
        <CopyField label="MCP server address" value={endpoint} />
        <ol className="list-decimal space-y-1 pl-5 text-muted">
          <li>
            In the assistant, add a remote MCP server with this address. An assistant that signs in
            by OAuth sends you here to allow it: pick the organisation and what it may reach.
          </li>
          <li>
            Or make an API token above (read only is safest) and have the assistant send it as the
            header <span className="font-mono text-fg">Authorization: Bearer …</span>
          </li>
          <li>
            Everything it changes shows in the audit log as done through MCP, with its name.
            Disconnect it above, or revoke its token, to end its access.
          </li>
        </ol>
      </CardContent>
    </Card>
  );
};
